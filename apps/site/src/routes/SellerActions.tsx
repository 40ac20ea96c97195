import { useContactSeller } from '@momento/marketplace-kit';
import { lazy, Suspense, useCallback, useState } from 'react';

const ReportSellerDialog = lazy(() => import('../lazy/ReportSellerDialog.tsx'));

/**
 * The seller panel's Contact seller and Report seller for a signed-in visitor: contacting opens (or reuses) the room
 * with the seller and goes to it; reporting opens the Report Seller dialog, whose code loads when it opens.
 */
export function useSellerActions() {
  const contact = useContactSeller();
  const [reported, setReported] = useState<number | null>(null);
  const { run } = contact;
  const onMessageSeller = useCallback((sellerId: number) => void run(sellerId), [run]);
  const onReportSeller = useCallback((sellerId: number) => setReported(sellerId), []);
  const dialog =
    reported === null ? null : (
      <Suspense fallback={null}>
        <ReportSellerDialog sellerId={reported} onClose={() => setReported(null)} />
      </Suspense>
    );
  return { onMessageSeller, onReportSeller, dialog };
}
