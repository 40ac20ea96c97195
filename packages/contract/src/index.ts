// Public API of @momento/contract: the wire protocol shared by the kit, the site, the embed and the API.
export { errorBody, dataEnvelope, listPage, listEnvelope, type ErrorBody, type ListPage } from './envelope.ts';
