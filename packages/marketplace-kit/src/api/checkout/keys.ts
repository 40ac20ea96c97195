export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (checkoutId: number) => ['checkout', 'detail', checkoutId] as const,
};
