import { REFUND_STATUS_LABELS, type RefundStatus } from '@momento/contract/routes';
import type { SubOrderRefund } from '@momento/contract';
import type { BadgeTone } from '@momento/ui';
import type { LocaleFormat } from '#locale/useFormat.ts';
import { orderTexts } from './orderTexts.ts';

/**
 * A cancelled sub-order's refund as the buyer reads it (docs/rules/refunds.md): 'Refunded $486.00 on 23/11/2026' once
 * the payment service confirmed it, 'Refund pending: $486.00' until then ('Refund failed: …' when it refused); the amount
 * and the date in the caller's locale (`format`).
 */
export function refundText(
  refund: SubOrderRefund,
  format: Pick<LocaleFormat, 'money' | 'date'>,
  t: Pick<typeof orderTexts, 'refundedOn' | 'refundAmount'> = orderTexts,
  labels: Readonly<Record<RefundStatus, string>> = REFUND_STATUS_LABELS,
): string {
  const label = labels[refund.status];
  const amount = format.money(refund.amount);
  return refund.status === 'COMPLETED' && refund.refunded_at
    ? t.refundedOn(label, amount, format.date(refund.refunded_at))
    : t.refundAmount(label, amount);
}

export const REFUND_TONES: Readonly<Record<RefundStatus, BadgeTone>> = {
  PENDING: 'warning',
  COMPLETED: 'info',
  FAILED: 'danger',
};
