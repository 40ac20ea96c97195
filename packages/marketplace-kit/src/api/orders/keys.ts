export interface OrderListFilters {
  /** yyyy-mm-dd */
  date_from?: string;
  /** yyyy-mm-dd */
  date_to?: string;
}

export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
  buyList: (filters: OrderListFilters) =>
    ['orders', 'buy', filters.date_from ?? '', filters.date_to ?? ''] as const,
  sellList: (filters: OrderListFilters) =>
    ['orders', 'sell', filters.date_from ?? '', filters.date_to ?? ''] as const,
};

/** Every order list and detail: what a fulfilment step, a rating or a payment changes. */
export const isOrderKey = (key: unknown) => Array.isArray(key) && key[0] === 'orders';
