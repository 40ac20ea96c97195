import type { AddressType } from '@momento/contract';

export const addressKeys = {
  all: ['addresses'] as const,
  list: (type: AddressType) => ['addresses', 'list', type] as const,
};
