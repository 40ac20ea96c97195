import type { OperationQuery } from '@momento/contract';

/** Ticket filters of /tickets (q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller). */
export type ProductFilters = Omit<OperationQuery<'products'>, 'page'>;

export const productKeys = {
  all: ['products'] as const,
  lists: () => ['products', 'list'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  detail: (productId: number) => ['products', 'detail', productId] as const,
};
