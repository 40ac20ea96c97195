import { EMBED_ALLOWANCE_DAYS } from '@momento/contract';
import { sql } from 'kysely';
import type { DemoContext } from './context.ts';

/** The embed demo's partner page as `pnpm start` serves it (EMBED_PORT 5174), a partner by default outside production. */
export const DEMO_PARTNER_ORIGIN = 'http://127.0.0.1:5174';

/** A registered seller whose permission is not active yet: Seller Information shows 'In Active'. */
export const DEMO_PENDING_SELLER = {
  name: 'Nora Newseller',
  email: 'newseller@momento.test',
  password: 'momento-seller',
} as const;

/**
 * The profile screens' demo: the buyer has contact and billing addresses and
 * three shipping addresses (one primary), and allowed the embed demo's page to use their account a week ago (the
 * profile's partner sites); a registered-but-inactive seller with PayPal details next to the active demo seller.
 */
export async function seedProfileDemo({ trx, idOf, passwordHash }: DemoContext): Promise<void> {
  const buyerId = idOf('buyer@momento.test');
  const buyer = {
    user_id: buyerId,
    first_name: 'Bailey',
    last_name: 'Buyer',
    mobile_no: '+1 555 0100',
    country: 'United States',
  };
  await trx
    .insertInto('addresses')
    .values([
      {
        ...buyer,
        type: 'CONTACT',
        address_line_1: '12 Harbor Street',
        address_line_2: 'Apt 4',
        administrative_area: 'CA',
        city: 'Harbor City',
        postal_code: '90001',
        is_primary: true,
      },
      {
        ...buyer,
        type: 'DELIVERY',
        address_line_1: '400 Market Square',
        address_line_2: 'Floor 3, Momento Fans Club',
        administrative_area: 'CA',
        city: 'Bayside',
        postal_code: '94016',
        is_primary: false,
      },
      {
        ...buyer,
        type: 'DELIVERY',
        first_name: 'Morgan',
        last_name: 'Buyer',
        mobile_no: '+1 555 0142',
        address_line_1: '9 Orchard Lane',
        address_line_2: null,
        administrative_area: 'OR',
        city: 'Old Mill',
        postal_code: '97035',
        is_primary: false,
      },
    ])
    .execute();
  await trx
    .insertInto('embed_allowances')
    .values({
      user_id: buyerId,
      origin: DEMO_PARTNER_ORIGIN,
      granted_at: sql<Date>`now() - interval '7 days'`,
      expires_at: sql<Date>`now() - interval '7 days' + make_interval(days => ${EMBED_ALLOWANCE_DAYS}::integer)`,
    })
    .execute();

  const [pending] = await trx
    .insertInto('users')
    .values({
      name: DEMO_PENDING_SELLER.name,
      email: DEMO_PENDING_SELLER.email,
      password_hash: await passwordHash(DEMO_PENDING_SELLER.password),
      is_email_verified: true,
      is_admin: false,
      mobile_no: '+1 555 0177',
    })
    .returning('id')
    .execute();
  const sellerId = pending?.id as number;
  await trx
    .insertInto('permissions')
    .values({ user_id: sellerId, permission: 'SELLER', status: 'INACTIVE' })
    .execute();
  await trx.insertInto('sellers').values({ user_id: sellerId, is_verified: false }).execute();
  await trx
    .insertInto('seller_paypal_details')
    .values({ seller_id: sellerId, paypal_id: 'NORANEWSELLER01', paypal_mail: 'nora.payments@momento.test' })
    .execute();
}
