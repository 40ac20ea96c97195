// Public API of @momento/marketplace-kit/mocks/react: React helpers for stories and DOM tests over the mock API.
export { MockMarketplaceProvider, type MockMarketplaceProviderProps } from './MockMarketplaceProvider.tsx';
