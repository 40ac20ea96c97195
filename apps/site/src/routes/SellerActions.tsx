import { createRoom, useMutation, useNavigation } from '@momento/marketplace-kit';
import { lazy, Suspense, useCallback, useState } from 'react';

const ReportSellerDialog = lazy(() => import('../lazy/ReportSellerDialog.tsx'));

/**
 * The seller panel's Contact seller and Report seller for a signed-in visitor: contacting opens (or reuses) the room
 * with the seller and goes to it; reporting opens the Report Seller dialog, whose code loads when it opens. (The
 * contact is the kit's request on its own, not useContactSeller: that hook's module brings every messaging hook into
 * the ticket pages' download.)
 */
export function useSellerActions() {
  const navigation = useNavigation();
  const contact = useMutation((sellerId: number, { client, signal }) => createRoom(client, sellerId, signal), {
    onSuccess: (room) => navigation.navigate(`/account/mymessages/${room.room_id}`),
  });
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
