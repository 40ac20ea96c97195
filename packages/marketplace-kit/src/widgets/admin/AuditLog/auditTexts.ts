// Our own texts (the product names this part of the admin area without giving its words); the page, its
// stories and tests share them. They load with the page, not with the admin area's frame.
/** The audit log's texts. */
export const auditTexts = {
  title: 'Audit log',
  listLabel: 'Operator actions, newest first',
  empty: 'No operator action yet',
  actor: 'Operator',
  when: 'When',
  action: 'Action',
  item: 'Item',
  change: 'Before → after',
  nothing: '—',
} as const;
