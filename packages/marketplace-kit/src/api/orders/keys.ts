export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
};
