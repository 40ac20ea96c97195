// Public API of @momento/marketplace-kit. Every export is named here; folders have no barrel files.
export { formatCount } from './format/formatCount.ts';
