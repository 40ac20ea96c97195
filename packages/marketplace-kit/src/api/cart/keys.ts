export const cartKeys = {
  all: ['cart'] as const,
  detail: () => ['cart', 'detail'] as const,
};
