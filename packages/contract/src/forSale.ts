/**
 * Ticket `isSale` as the wire protocol spells it: '0' (or 0) not for sale (shown only), 1 (or '1') for sale. A
 * module of its own so that a page showing ticket cards takes this rule without the status tables beside it.
 */
export const IS_SALE_VALUES = ['0', '1', 0, 1] as const;
export type IsSale = (typeof IS_SALE_VALUES)[number];
export const isForSale = (value: IsSale | null | undefined): boolean => value === 1 || value === '1';
