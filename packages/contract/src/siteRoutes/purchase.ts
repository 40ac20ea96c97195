// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Cart, checkout, addresses, orders (buyer) -----------------------------------------------------------------
export const cartGetRoute = { method: 'GET', path: '/user/cart.php', auth: 'user' } as const satisfies Route;
export const cartAddRoute = { method: 'PUT', path: '/user/cart.php', auth: 'user' } as const satisfies Route;
export const cartRemoveRoute = {
  method: 'DELETE',
  path: '/user/cart.php',
  auth: 'user',
} as const satisfies Route;
export const checkoutCreateRoute = {
  method: 'POST',
  path: '/user/orders/checkout.php',
  auth: 'user',
} as const satisfies Route;
export const checkoutGetRoute = {
  method: 'GET',
  path: '/user/orders/checkout.php',
  auth: 'user',
} as const satisfies Route;
export const checkoutUpdateShippingRoute = {
  method: 'PUT',
  path: '/user/orders/checkout.php',
  action: 'updateShippingAddress',
  auth: 'user',
} as const satisfies Route;
export const checkoutUpdateBillingRoute = {
  method: 'PUT',
  path: '/user/orders/checkout.php',
  action: 'updateBillingAddress',
  auth: 'user',
} as const satisfies Route;
export const addressListRoute = {
  method: 'GET',
  path: '/user/account/address.php',
  auth: 'user',
} as const satisfies Route;
export const addressCreateRoute = {
  method: 'POST',
  path: '/user/account/address.php',
  auth: 'user',
} as const satisfies Route;
export const addressUpdateRoute = {
  method: 'PUT',
  path: '/user/account/address.php',
  auth: 'user',
} as const satisfies Route;
export const addressDeleteRoute = {
  method: 'DELETE',
  path: '/user/account/address.php',
  auth: 'user',
} as const satisfies Route;
export const addressSetDefaultShippingRoute = {
  method: 'PUT',
  path: '/user/account/address.php',
  action: 'set_default_shipping',
  auth: 'user',
} as const satisfies Route;
export const orderCreateRoute = {
  method: 'POST',
  path: '/user/orders/order.php',
  auth: 'user',
} as const satisfies Route;
export const orderGetRoute = {
  method: 'GET',
  path: '/user/orders/order.php',
  auth: 'user',
  when: { in: 'query', key: 'order_no' },
} as const satisfies Route;
export const orderExpiryCheckRoute = {
  method: 'GET',
  path: '/user/orders/order.php',
  action: 'Isexpired',
  auth: 'user',
} as const satisfies Route;
export const buyerOrdersRoute = {
  method: 'GET',
  path: '/user/orders/order.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const orderPaymentUpdateRoute = {
  method: 'PUT',
  path: '/user/orders/order.php',
  action: 'paymentUpdate',
  auth: 'user',
} as const satisfies Route;
export const orderCancelRoute = {
  method: 'DELETE',
  path: '/user/orders/order.php',
  auth: 'user',
} as const satisfies Route;
export const orderReceivedRoute = {
  method: 'PUT',
  path: '/user/orders/order.php',
  action: 'updateOrderReceived',
  auth: 'user',
} as const satisfies Route;
