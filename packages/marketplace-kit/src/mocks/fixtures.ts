// Fixture builders: one per entity, realistic values, every field of the contract's entity type. Each takes
// overrides, so a story or test states only what matters to it: buildTicket({ isSale: '0' }).
import type {
  Address,
  Artist,
  BuyerOrder,
  Cart,
  CartItem,
  Checkout,
  Collection,
  Event,
  Genre,
  Message,
  Money,
  Offer,
  OfferEntry,
  Order,
  Party,
  ReportDetail,
  ReportReply,
  ReportRoom,
  ReviewItem,
  Room,
  SellOrder,
  Seller,
  SubGenre,
  SubOrder,
  SubOrderRefund,
  Team,
  Ticket,
  TicketImage,
  Tokens,
  User,
  Venue,
} from '@momento/contract';

/** Money on the wire: `{ value: "12.50", currency: "USD" }`. */
export function usd(amount: number): Money {
  return { value: amount.toFixed(2), currency: 'USD' };
}

/** A fixed instant so stories and snapshots do not change from day to day. */
export const FIXTURE_NOW = '2026-11-22T12:00:00.000Z';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    mail: 'ada@example.com',
    mobile_no: '+1 555 0100',
    is_email_verified: 1,
    is_admin: 0,
    profile_url: null,
    permissions: [],
    ...overrides,
  };
}

/** A user with an active seller permission. */
export function buildSellerUser(overrides: Partial<User> = {}): User {
  return buildUser({
    id: 2,
    name: 'Grace Hopper',
    mail: 'grace@example.com',
    permissions: [{ permission: 'SELLER', status: 'ACTIVE' }],
    ...overrides,
  });
}

export function buildParty(overrides: Partial<Party> = {}): Party {
  return { id: 2, name: 'Grace Hopper', avatar: null, is_admin: 0, ...overrides };
}

/** Image URLs in the spec's sizes (200, 400, 600, 1000) under the API's image path. */
export function buildImage(imageId = 1, hash = 'stub-game7'): TicketImage {
  const url = (size: number) => `/api/v1/images/${hash}-${size}.jpg`;
  return {
    image_id: imageId,
    image_200: url(200),
    image_400: url(400),
    image_600: url(600),
    image_1000: url(1000),
  };
}

export function buildGenre(overrides: Partial<Genre> = {}): Genre {
  return {
    genre_id: 1,
    genre_name: 'sports',
    display_name: 'Sports',
    display_order: 1,
    sub_genre: [
      { sub_genre_id: 1, name: 'baseball', display_name: 'Baseball' },
      { sub_genre_id: 2, name: 'basketball', display_name: 'Basketball' },
    ],
    ...overrides,
  };
}

export function buildSubGenre(overrides: Partial<SubGenre> = {}): SubGenre {
  return {
    sub_genre_id: 1,
    name: 'baseball',
    display_name: 'Baseball',
    genre: 1,
    status: 'APPROVED',
    is_admin_created: 1,
    created_by: null,
    ...overrides,
  };
}

export function buildVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    venue_id: 1,
    venue_name: 'progressive field',
    display_name: 'Progressive Field, Cleveland',
    display_order: 1,
    status: 'APPROVED',
    is_admin_created: 1,
    created_by: null,
    ...overrides,
  };
}

export function buildTeam(overrides: Partial<Team> = {}): Team {
  return {
    team_id: 1,
    team_name: 'chicago cubs',
    display_name: 'Chicago Cubs',
    sub_genre: 1,
    status: 'APPROVED',
    is_admin_created: 1,
    created_by: null,
    ...overrides,
  };
}

export function buildArtist(overrides: Partial<Artist> = {}): Artist {
  return {
    artist_id: 1,
    artist_name: 'queen',
    display_name: 'Queen',
    sub_genre: 3,
    status: 'APPROVED',
    is_admin_created: 1,
    created_by: null,
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<Event> = {}): Event {
  const eventId = overrides.event_id ?? overrides.id ?? 1;
  return {
    event_id: eventId,
    id: eventId,
    name: '2016 World Series, Game 7',
    significance: 'The Cubs win their first championship in 108 years.',
    additional_significance: ['Extra-innings finish after a rain delay'],
    event_date: '2016-11-03T00:00:00.000Z',
    video_link: null,
    venue: { venue_id: 1, venue_name: 'progressive field', display_name: 'Progressive Field, Cleveland' },
    genre: { genre_id: 1, genre_name: 'sports', display_name: 'Sports' },
    sub_genre: { sub_genre_id: 1, name: 'baseball', display_name: 'Baseball' },
    teams: [{ team_id: 1, team_name: 'chicago cubs', display_name: 'Chicago Cubs' }],
    artists: [],
    status: 'APPROVED',
    is_admin_created: 1,
    created_by: null,
    ...overrides,
  };
}

/** A ticket's copies of its event's fields (name, date, venue, teams, artists, genre), as the server sends them. */
export function ticketEventFields(event: Event) {
  return {
    event,
    event_name: event.name,
    significance: event.significance,
    date: event.event_date,
    venue: event.venue.display_name,
    teams: event.teams.map((team) => team.display_name),
    artists: event.artists.map((artist) => artist.display_name),
    genre: event.genre,
    subgenre: event.sub_genre,
  };
}

export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  const event = overrides.event ?? buildEvent();
  const cost = overrides.cost === undefined ? usd(450) : overrides.cost;
  const productId = overrides.product_id ?? 101;
  const images = overrides.images ?? [buildImage(productId * 10 + 1, `ticket-${productId}`)];
  return {
    product_id: productId,
    listing_name: 'Game 7 ticket stub, section 112',
    ...ticketEventFields(event),
    video_link: null,
    image: images[0] ? { image_400: images[0].image_400 } : null,
    images,
    seller: { id: 2, name: 'Grace Hopper', is_admin: 0 },
    type: { id: 1, name: 'Ticket stub' },
    ticket_type: 'Ticket stub',
    cost,
    sell_details: { cost },
    isSale: cost === null ? '0' : 1,
    face_price: usd(95),
    section: '112',
    row: 'F',
    seat_no: '7',
    seat_type: { id: 1, name: 'Reserved' },
    quality: 'GOOD',
    grade: 'PSA 8',
    description: 'Original stub, light crease, kept in a sleeve since the game.',
    status: cost === null ? 'OWNED' : 'SELL',
    collection: null,
    support_document: null,
    created_at: '2026-10-01T09:30:00.000Z',
    ...overrides,
  };
}

export function buildCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 1,
    collection_name: 'Cubs 2016 run',
    cost: usd(1200),
    isSale: 1,
    status: 'ACTIVE',
    user_id: 2,
    seller: { id: 2, name: 'Grace Hopper', is_admin: 0 },
    ticket_count: 3,
    image: { image_400: buildImage(1, 'collection-1').image_400 },
    ...overrides,
  };
}

export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    type: 'DELIVERY',
    first_name: 'Ada',
    last_name: 'Lovelace',
    mobile_no: '+1 555 0100',
    address_line_1: '12 Clark Street',
    address_line_2: 'Apt 3',
    administrative_area: 'IL',
    city: 'Chicago',
    postal_code: '60613',
    country: 'United States',
    is_primary: 1,
    ...overrides,
  };
}

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const ticket = buildTicket();
  return {
    id: 1,
    type: 'BUY',
    offer_id: null,
    offer_no: null,
    collection_id: null,
    collection_name: null,
    base_price: usd(450),
    tax_price: usd(36),
    seller: ticket.seller,
    details: [
      {
        product_id: ticket.product_id,
        listing_name: ticket.listing_name,
        cost: usd(450),
        image: ticket.image?.image_400 ?? null,
      },
    ],
    created_date: '2026-11-22T11:55:00.000Z',
    expiry_date: '2026-11-22T12:10:00.000Z',
    ...overrides,
  };
}

/** A cart whose totals add up from its items (8% tax unless the items say otherwise). */
export function buildCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [buildCartItem()];
  const subTotal = items.reduce((sum, item) => sum + Number(item.base_price.value), 0);
  const tax = items.reduce((sum, item) => sum + Number(item.tax_price.value), 0);
  return {
    cart_id: items.length ? 1 : null,
    items,
    price_sub_total: usd(subTotal),
    total_price: usd(subTotal),
    total_tax: usd(tax),
    grand_total: usd(subTotal + tax),
    status: 'ACTIVE',
    ...overrides,
  };
}

export function buildCheckout(overrides: Partial<Checkout> = {}): Checkout {
  const lineItems = overrides.line_items ?? [buildCartItem()];
  const subTotal = lineItems.reduce((sum, item) => sum + Number(item.base_price.value), 0);
  const tax = lineItems.reduce((sum, item) => sum + Number(item.tax_price.value), 0);
  return {
    checkout_id: 1,
    status: 'OPEN',
    line_items: lineItems,
    accepted_payment_methods: [
      { payment_method_id: 1, payment_method_type: 'PAYPAL', type: 'PayPal', selected: true },
    ],
    buyer: { id: 1, name: 'Ada Lovelace' },
    pricing_summary: { price_sub_total: usd(subTotal), tax: usd(tax), total: usd(subTotal + tax) },
    shipping_address: buildAddress(),
    billing_address: buildAddress({ id: 2, type: 'BILL', is_primary: 0 }),
    ...overrides,
  };
}

export function buildSubOrder(overrides: Partial<SubOrder> = {}): SubOrder {
  return {
    id: 1,
    suborder_no: 'MO-2026-000123-1',
    seller: buildParty(),
    line_items: [
      {
        id: 1,
        type: 'BUY',
        offer_no: null,
        offer_id: null,
        base_price: usd(450),
        tax_price: usd(36),
        details: buildCartItem().details,
      },
    ],
    fulfillment_information: {
      status: 'OPEN',
      carrier_code: null,
      service_code: null,
      tracking_number: null,
      estimated_delivery_at: null,
      delivery_cost: null,
    },
    ratings: { seller_ratings: null, buyer_ratings: null },
    review: { buyer_review: null, seller_review: null },
    refund: null,
    ...overrides,
  };
}

/** A cancelled sub-order's refund, confirmed by the payment service (pass `status: 'PENDING', refunded_at: null` for one waiting). */
export function buildRefund(overrides: Partial<SubOrderRefund> = {}): SubOrderRefund {
  return {
    status: 'COMPLETED',
    amount: usd(486),
    requested_at: '2026-11-25T09:30:00.000Z',
    refunded_at: '2026-11-25T09:30:04.000Z',
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? overrides.order_status ?? 'PENDING_PAYMENT';
  return {
    order_no: 'MO-2026-000123',
    order_date: '2026-11-22T11:58:00.000Z',
    ordered_at: '2026-11-22T11:58:00.000Z',
    expiry_date: '2026-11-22T12:28:00.000Z',
    status,
    order_status: status,
    buyer: buildParty({ id: 1, name: 'Ada Lovelace' }),
    sub_orders: [buildSubOrder()],
    pricing_summary: {
      price_sub_total: usd(450),
      delivery: usd(0),
      tax: usd(36),
      processing_fee: usd(45),
      total: usd(486),
    },
    payment_summary:
      status === 'PAID'
        ? {
            payment_amount: usd(486),
            method: 'PAYPAL',
            date: '2026-11-22T12:01:00.000Z',
            is_paid: true,
            status: 'COMPLETED',
          }
        : null,
    shipping_address: buildAddress(),
    billing_address: buildAddress({ id: 2, type: 'BILL', is_primary: 0 }),
    ...overrides,
  };
}

export function buildBuyerOrder(overrides: Partial<BuyerOrder> = {}): BuyerOrder {
  return {
    order_no: 'MO-2026-000123',
    suborder_no: 'MO-2026-000123-1',
    sub_order_id: 1,
    order_status: 'PAID',
    expiry_date: '2026-11-22T12:28:00.000Z',
    tracking_number: null,
    image: buildImage(1011, 'ticket-101').image_400,
    first_ticket_name: 'Game 7 ticket stub, section 112',
    delivery_date: null,
    delivery_status: 'OPEN',
    seller_name: 'Grace Hopper',
    seller_id: 2,
    is_admin: 0,
    order_date: '2026-11-22T11:58:00.000Z',
    order_total: usd(486),
    remaining_items_count: 0,
    buyer_name: 'Ada Lovelace',
    carrier: null,
    service_name: null,
    tracking_id: null,
    pricing_summary: {
      base_price: usd(450),
      tax_price: usd(36),
      delivery_charge: usd(0),
      total_price: usd(486),
    },
    payment_summary: {
      payment_method: 'PAYPAL',
      payment_date: '2026-11-22T12:01:00.000Z',
      payment_status: 'COMPLETED',
      payment_paid_status: true,
    },
    line_items: [
      {
        type: 'BUY',
        base_price: usd(450),
        item_details: [
          {
            listing_name: 'Game 7 ticket stub, section 112',
            cost: usd(450),
            image: buildImage(1011, 'ticket-101').image_400,
          },
        ],
      },
    ],
    shipping_add: buildAddress(),
    billing_add: buildAddress({ id: 2, type: 'BILL', is_primary: 0 }),
    ratings: { seller_ratings: null, buyer_ratings: null },
    review: { buyer_review: null, seller_review: null },
    refund: null,
    ...overrides,
  };
}

export function buildSellOrder(overrides: Partial<SellOrder> = {}): SellOrder {
  return {
    order_no: 'MO-2026-000123',
    fulfillment_order_id: 1,
    buyer_name: 'Ada Lovelace',
    seller_name: 'Grace Hopper',
    buyer_image: null,
    order_at: '2026-11-22T11:58:00.000Z',
    due_amount: usd(405),
    total_amount: usd(486),
    shipping_add: {
      name: 'Ada Lovelace',
      address_line_1: '12 Clark Street',
      address_line_2: 'Apt 3',
      administrative_area: 'IL',
      city: 'Chicago',
      country: 'United States',
      postal_code: '60613',
      mobile_no: '+1 555 0100',
    },
    fulfillment_status: 'OPEN',
    fulfillment_information: {
      carrier: null,
      service_name: null,
      tracking_id: null,
      delivery_cost: null,
      delivery_expected_date: null,
    },
    pricing_summary: {
      base_price: usd(450),
      tax_price: usd(36),
      processing_fee: usd(45),
      total_price: usd(486),
    },
    payment_summary: { type: 'PAYPAL' },
    line_items: [
      {
        type: 'BUY',
        offer_no: null,
        offer_id: null,
        base_price: usd(450),
        tax_price: usd(36),
        seller_id: 2,
        seller_name: 'Grace Hopper',
        item_details: [
          {
            listing_name: 'Game 7 ticket stub, section 112',
            cost: usd(450),
            image: buildImage(1011, 'ticket-101').image_400,
          },
        ],
      },
    ],
    ratings: { seller_ratings: null, buyer_ratings: null },
    review: { buyer_review: null, seller_review: null },
    first_ticket_name: 'Game 7 ticket stub, section 112',
    first_ticket_image: buildImage(1011, 'ticket-101').image_400,
    remaining_items_count: 0,
    ...overrides,
  };
}

export function buildSeller(overrides: Partial<Seller> = {}): Seller {
  return {
    id: 2,
    payment_details: { type: 'PAYPAL', is_verified: 1 },
    paypal_details: { id: 1, paypal_id: 'GRACEHOPPER01', paypal_mail: 'grace.pay@example.com' },
    status: 'ACTIVE',
    ...overrides,
  };
}

export function buildOfferEntry(overrides: Partial<OfferEntry> = {}): OfferEntry {
  return {
    offer_no: 'OF-2026-000045',
    offer_id: 1,
    offer_type: 'OFFER',
    offer_status: 'OPEN',
    offer_price: usd(400),
    offer_message: 'Would you take 400 for the stub?',
    created_by: buildParty({ id: 1, name: 'Ada Lovelace' }),
    created_at: '2026-11-21T18:20:00.000Z',
    offer_items: [
      {
        id: 1,
        product_id: 101,
        product_listing_name: 'Game 7 ticket stub, section 112',
        price: usd(450),
        images: [buildImage(1011, 'ticket-101')],
      },
    ],
    answered_automatically: false,
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    ...buildOfferEntry(),
    counter_offers: [],
    expires_at: null,
    seller_details: { seller_id: 2, seller_name: 'Grace Hopper', avatar: null, is_admin: 0 },
    buyer_details: { buyer_id: 1, buyer_name: 'Ada Lovelace' },
    ...overrides,
  };
}

export function buildRoom(overrides: Partial<Room> = {}): Room {
  const roomId = overrides.room_id ?? overrides.id ?? 1;
  return {
    room_id: roomId,
    id: roomId,
    name: 'Grace Hopper',
    room_name: 'Grace Hopper',
    image: null,
    last_message: {
      message: 'Yes, it ships in a top loader.',
      sender_id: 2,
      sent_date: '2026-11-21T18:40:00.000Z',
    },
    hasUnreadMessage: true,
    lastMsgSentByCurrentUser: false,
    participants: [
      { user_id: 1, user_name: 'Ada Lovelace', avatar: null, has_unread_messages: true },
      { user_id: 2, user_name: 'Grace Hopper', avatar: null, has_unread_messages: false },
    ],
    receiver_id: 2,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    message_id: 1,
    message: 'Is the stub still available?',
    sent_date: '2026-11-21T18:30:00.000Z',
    sender: { user_id: 1, user_name: 'Ada Lovelace', avatar: null },
    ...overrides,
  };
}

export function buildReviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    id: 1,
    type: 'SELLER',
    content: 'Fast shipping, stub exactly as described.',
    rated_at: '2026-11-20T10:00:00.000Z',
    user_details: { avatar: null, id: 1, is_admin: 0, name: 'Ada Lovelace' },
    ratings: { communication_rating: 5, description_rating: 5, shipping_rating: 4 },
    ...overrides,
  };
}

/**
 * Ratings and reviews buyers gave a seller (db.reviews entries), one per `[communication, description, shipping]`,
 * the first the newest, a day apart, each from another buyer.
 */
export function buildSellerReviews(
  sellerId: number,
  stars: ReadonlyArray<readonly [number, number, number]>,
  contents: readonly string[] = [],
): Array<ReviewItem & { about_user_id: number }> {
  const names = [
    'Ada Lovelace',
    'Alan Turing',
    'Katherine Johnson',
    'Edsger Dijkstra',
    'Barbara Liskov',
    'Donald Knuth',
  ];
  return stars.map(([communication_rating, description_rating, shipping_rating], index) => ({
    ...buildReviewItem({
      id: 7000 + index,
      type: 'BUYER',
      content: contents[index] ?? null,
      rated_at: new Date(Date.parse('2026-11-20T10:00:00.000Z') - index * 86_400_000).toISOString(),
      user_details: { avatar: null, id: 500 + index, is_admin: 0, name: names[index % names.length]! },
      ratings: { communication_rating, description_rating, shipping_rating },
    }),
    about_user_id: sellerId,
  }));
}

export function buildReportRoom(overrides: Partial<ReportRoom> = {}): ReportRoom {
  return {
    room_id: 1,
    type: 'Item not received',
    reported_by: { id: 1, name: 'Ada Lovelace' },
    content: 'The order was marked shipped two weeks ago but never arrived.',
    status: 'OPEN',
    title: 'Order MO-2026-000100 not received',
    created_date: '2026-11-18T09:00:00.000Z',
    ...overrides,
  };
}

export function buildReportReply(overrides: Partial<ReportReply> = {}): ReportReply {
  const text =
    overrides.message ?? overrides.content ?? 'We have contacted the seller and will update you shortly.';
  return {
    message_id: 1,
    content: text,
    message: text,
    sent_date: '2026-11-18T12:00:00.000Z',
    sender: { user_id: 99, user_name: 'Momento', avatar: null },
    ...overrides,
  };
}

export function buildReportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    room_id: 1,
    title: 'Order MO-2026-000100 not received',
    description: 'The order was marked shipped two weeks ago but never arrived.',
    replies: [buildReportReply()],
    ...overrides,
  };
}

/** Token reply with a JWT-shaped access token whose `exp` is real (seconds since epoch). */
export function buildTokens(
  overrides: Partial<Tokens> = {},
  { now = Date.now(), lifetimeSeconds = 900, subject = 1 } = {},
): Tokens {
  const exp = Math.floor(now / 1000) + lifetimeSeconds;
  return {
    token: unsignedJwt({ sub: String(subject), exp, iat: exp - lifetimeSeconds }),
    expiry: exp,
    refresh_token: `refresh-${subject}-${exp}`,
    ...overrides,
  };
}

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token (header.payload.signature) with an unsigned placeholder signature: mocks only. */
export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.mock`;
}
