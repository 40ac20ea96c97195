// Our own texts (the product names this part of the admin area without giving its words); the page, its
// stories and tests share them. They load with the page, not with the admin area's frame.
import { REFUND_STATUS_LABELS } from '@momento/contract/routes';

/** The deliveries page's texts. */
export const deliveriesTexts = {
  title: 'Deliveries to settle',
  listLabel: 'Deliveries waiting for the operator',
  empty: 'No delivery waits to be settled',
  order: 'Order',
  buyer: 'Buyer',
  seller: 'Seller',
  shipped: 'Shipped',
  notShipped: 'Not shipped',
  daysWaiting: (days: number) => (days === 1 ? '1 day waiting' : `${days} days waiting`),
  total: 'Total',
  tracking: 'Tracking',
  reasonOverdue: 'Not confirmed in time',
  reasonReported: 'Reported by the buyer',
  reportLink: (title: string) => `Report: ${title}`,
  approve: 'Approve delivery',
  approveTitle: (orderNo: string) => `Approve the delivery of ${orderNo}?`,
  approveMessage: 'The buyer and the seller see the order as delivered, approved by the marketplace.',
  approved: (orderNo: string) => `Delivery of ${orderNo} approved`,
  cancel: 'Cancel and refund',
  cancelTitle: (orderNo: string) => `Cancel ${orderNo} and refund the buyer`,
  cancelMessage: (amount: string) =>
    `The buyer gets ${amount} back through the payment provider the order was paid with. This cannot be undone.`,
  cancelConfirm: (amount: string) => `Refund ${amount}`,
  /** The cancellation's toast: the refund is asked of the payment service afterwards (docs/rules/refunds.md). */
  refundPending: (amount: string) => `${REFUND_STATUS_LABELS.PENDING}: ${amount}`,
} as const;
