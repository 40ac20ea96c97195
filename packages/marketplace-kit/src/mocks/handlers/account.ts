import {
  SELLER_REFUSALS,
  ACCOUNT_DELETION_REFUSALS,
  PASSWORD_REFUSALS,
  canDeleteAccount,
  type Seller,
  type User,
} from '@momento/contract';
import { fail, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { accountOf } from './shared.ts';

type AccountOperations =
  | 'userGet'
  | 'userUpdate'
  | 'changePassword'
  | 'uploadProfilePhoto'
  | 'deleteAccount'
  | 'sellerPaymentGet'
  | 'sellerRegister'
  | 'sellerPaymentUpdate';

function updateUser(context: MockContext<AccountOperations>, patch: Partial<User>): User {
  const account = accountOf(context.db, viewerOf(context).id);
  account.user = { ...account.user, ...patch };
  return account.user;
}

function sellerOf(context: MockContext<AccountOperations>): Seller {
  return context.db.sellers.get(viewerOf(context).id) ?? fail('NOT_FOUND', SELLER_REFUSALS.notFound);
}

export const accountImplementations: Pick<Implementations, AccountOperations> = {
  userGet: (context) => viewerOf(context),
  userUpdate: (context) =>
    updateUser(context, { name: context.body.user_name, mobile_no: context.body.mobile_no }),
  changePassword(context) {
    const account = accountOf(context.db, viewerOf(context).id);
    if (account.password !== context.body.old_password) fail('VALIDATION', PASSWORD_REFUSALS.wrong);
    if (context.body.new_password === context.body.old_password) fail('VALIDATION', PASSWORD_REFUSALS.same);
    account.password = context.body.new_password;
    return { ok: true };
  },
  uploadProfilePhoto: (context) =>
    updateUser(context, {
      profile_url: `/api/v1/images/profile-${viewerOf(context).id}-${context.db.nextId()}.jpg`,
    }),
  deleteAccount(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const account = accountOf(db, viewer.id);
    if (account.password !== body.password) fail('VALIDATION', ACCOUNT_DELETION_REFUSALS.wrongPassword);
    // The contract's rule, the server's too: the person's sub-orders (bought or sold) and offers decide.
    const subOrders = db.orders.flatMap((order) =>
      order.sub_orders
        .filter((sub) => order.buyer.id === viewer.id || sub.seller.id === viewer.id)
        .map((sub) => ({ orderStatus: order.status, fulfilment: sub.fulfillment_information.status })),
    );
    const offerStatuses = db.offers
      .filter(
        (offer) => offer.buyer_details.buyer_id === viewer.id || offer.seller_details.seller_id === viewer.id,
      )
      .map((offer) => offer.offer_status);
    if (!canDeleteAccount({ subOrders, offerStatuses }))
      fail('CONFLICT', ACCOUNT_DELETION_REFUSALS.activeBusiness);
    db.accounts = db.accounts.filter((item) => item !== account);
    for (const [token, userId] of db.accessTokens) if (userId === viewer.id) db.accessTokens.delete(token);
    for (const [token, userId] of db.refreshTokens) if (userId === viewer.id) db.refreshTokens.delete(token);
    return { ok: true };
  },
  sellerPaymentGet: (context) => sellerOf(context),
  sellerRegister(context) {
    const viewer = viewerOf(context);
    if (context.db.sellers.has(viewer.id)) fail('CONFLICT', SELLER_REFUSALS.already);
    const seller: Seller = {
      id: viewer.id,
      payment_details: { type: 'PAYPAL', is_verified: 0 },
      paypal_details: {
        id: context.db.nextId(),
        paypal_id: context.body.paypal_details.id,
        paypal_mail: context.body.paypal_details.email,
      },
      status: 'ACTIVE',
    };
    context.db.sellers.set(viewer.id, seller);
    updateUser(context, { permissions: [...viewer.permissions, { permission: 'SELLER', status: 'ACTIVE' }] });
    return seller;
  },
  sellerPaymentUpdate(context) {
    const seller = sellerOf(context);
    if (seller.paypal_details.id !== context.body.paypal_details_id)
      fail('NOT_FOUND', SELLER_REFUSALS.detailsNotYours);
    const updated: Seller = {
      ...seller,
      paypal_details: {
        id: seller.paypal_details.id,
        paypal_id: context.body.paypal_id,
        paypal_mail: context.body.paypal_email,
      },
    };
    context.db.sellers.set(seller.id, updated);
    return updated;
  },
};
