import type { HandlerTable } from '../http/context.ts';
import { authHandlers } from './auth.ts';
import { browsingHandlers } from './browsing.ts';
import { devHandlers } from './dev.ts';

/**
 * Every implemented operation, by contract operation id. Part 2 (cart, checkout, orders, account) adds its
 * modules here; an operation without a handler answers 404 'This operation is not available yet.'.
 */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...browsingHandlers,
  ...devHandlers,
};
