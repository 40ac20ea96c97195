// The admin area's words for the contract's values (moderation kinds, audit actions, the items an audit entry is about,
// how a partner's order came): the contract's labels, and ours for the items that are not moderation kinds.
import {
  AUDIT_ACTION_LABELS,
  MODERATION_KIND_LABELS,
  PARTNER_ORDER_SOURCE_LABELS,
  type AuditItemKind,
} from '@momento/contract/routes';

const auditItemLabels: Readonly<Record<AuditItemKind, string>> = {
  ...MODERATION_KIND_LABELS,
  report: 'Report',
  sub_order: 'Sub-order',
  user: 'User',
  listing: 'Listing',
  partner: 'Partner',
};

export const adminLabels = {
  moderationKind: MODERATION_KIND_LABELS,
  auditAction: AUDIT_ACTION_LABELS,
  auditItem: auditItemLabels,
  orderSource: PARTNER_ORDER_SOURCE_LABELS,
} as const;
