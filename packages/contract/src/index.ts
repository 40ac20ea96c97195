// Public API of @momento/contract: the wire protocol shared by the kit, the site, the embed and the API.
// Everything zod-free is also available from '@momento/contract/routes' (safe for browser bundles), except the
// notifications' words (notificationTexts.ts) and the refusal texts of each area (cartTexts.ts ... fileTexts.ts):
// only the API and the kit's mock server write them (a client shows `error.message` as it arrives), so they stay out
// of the routes entry the site's and the embed's bundles carry.
export * from './routes.ts';
export * from './notificationTexts.ts';
export * from './cartTexts.ts';
export * from './orderTexts.ts';
export * from './sellerTexts.ts';
export * from './adminTexts.ts';
export * from './messageTexts.ts';
export * from './authTexts.ts';
export * from './browsingTexts.ts';
export * from './requestTexts.ts';
export * from './fileTexts.ts';
export {
  errorBody,
  strictErrorBody,
  dataEnvelope,
  listPage,
  listEnvelope,
  type ErrorBody,
  type ListPage,
} from './envelope.ts';
export {
  money,
  isSale,
  ticketImage,
  avatar,
  idName,
  type Money,
  type TicketImage,
  type Avatar,
  type IdName,
} from './primitives.ts';
export * from './entities.ts';
export * from './adminEntities.ts';
export {
  operations,
  ackReply,
  type Operation,
  type OperationQuery,
  type OperationBody,
  type OperationReply,
  type AckReply,
} from './operations.ts';
