import { ReportSellerDialog, useContactSeller } from '@momento/marketplace-kit';
import { useCallback, useState } from 'react';

/**
 * The seller panel's Contact seller and Report seller for a signed-in visitor: contacting opens (or reuses) the room
 * with the seller and goes to it; reporting opens the Report Seller dialog. Loaded with the page that shows a seller.
 */
export function useSellerActions() {
  const contact = useContactSeller();
  const [reported, setReported] = useState<number | null>(null);
  const { run } = contact;
  const onMessageSeller = useCallback((sellerId: number) => void run(sellerId), [run]);
  const onReportSeller = useCallback((sellerId: number) => setReported(sellerId), []);
  const dialog = reported === null ? null : <ReportSellerDialog sellerId={reported} onClose={() => setReported(null)} />;
  return { onMessageSeller, onReportSeller, dialog };
}
