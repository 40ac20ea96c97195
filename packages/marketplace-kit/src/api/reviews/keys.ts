export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => ['reviews', 'mine'] as const,
};
