// Realistic replies for the contract's own tests (the kit has its own builders for MSW).
import type {
  Address,
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
  ReportDetail,
  ReportRoom,
  ReviewItem,
  Room,
  SellOrder,
  Seller,
  Ticket,
  User,
} from '../src/index.ts';

export const usd = (value: string): Money => ({ value, currency: 'USD' });
const at = '2026-11-22T18:30:00.000Z';
const later = '2026-11-22T18:45:00.000Z';

export const userFixture: User = {
  id: 7,
  name: 'Ada Fan',
  mail: 'ada@example.com',
  mobile_no: '+1 555 0100',
  is_email_verified: 1,
  is_admin: 0,
  profile_url: '/api/v1/images/3f2a-400.jpg',
  permissions: [{ permission: 'SELLER', status: 'ACTIVE' }],
};

export const eventFixture: Event = {
  event_id: 12,
  id: 12,
  name: 'World Series Game 7',
  significance: 'Walk-off home run',
  additional_significance: ['Last game at the old stadium'],
  event_date: '1960-10-13T19:00:00.000Z',
  video_link: null,
  venue: { venue_id: 3, venue_name: 'forbes_field', display_name: 'Forbes Field' },
  genre: { genre_id: 1, genre_name: 'sports', display_name: 'Sports' },
  sub_genre: { sub_genre_id: 2, name: 'baseball', display_name: 'Baseball' },
  teams: [{ team_id: 5, team_name: 'pirates', display_name: 'Pittsburgh Pirates' }],
  artists: [],
  status: 'APPROVED',
  is_admin_created: 1,
  created_by: null,
};

const image = {
  image_id: 31,
  image_200: '/api/v1/images/ab12-200.jpg',
  image_400: '/api/v1/images/ab12-400.jpg',
  image_600: '/api/v1/images/ab12-600.jpg',
  image_1000: '/api/v1/images/ab12-1000.jpg',
};

export const ticketFixture: Ticket = {
  product_id: 17,
  listing_name: 'Game 7 ticket stub, upper deck',
  event_name: 'World Series Game 7',
  significance: 'Walk-off home run',
  date: '1960-10-13T19:00:00.000Z',
  venue: 'Forbes Field',
  teams: ['Pittsburgh Pirates'],
  artists: [],
  video_link: 'https://video.example.com/game7',
  image: { image_400: image.image_400 },
  images: [image],
  seller: { id: 7, name: 'Ada Fan', is_admin: 0 },
  type: { id: 1, name: 'Stub' },
  ticket_type: 'Stub',
  cost: usd('250.00'),
  sell_details: { cost: usd('250.00') },
  isSale: 1,
  face_price: usd('2.50'),
  section: '31',
  row: 'K',
  seat_no: '12',
  seat_type: { id: 2, name: 'Reserved' },
  quality: 'GOOD',
  grade: 'PSA 6',
  description: 'Light crease, no tears.',
  status: 'SELL',
  collection: null,
  event: eventFixture,
  genre: { genre_id: 1, genre_name: 'sports', display_name: 'Sports' },
  subgenre: { sub_genre_id: 2, name: 'baseball', display_name: 'Baseball' },
  support_document: null,
  created_at: at,
};

export const genreFixture: Genre = {
  genre_id: 1,
  genre_name: 'sports',
  display_name: 'Sports',
  display_order: 1,
  sub_genre: [{ sub_genre_id: 2, name: 'baseball', display_name: 'Baseball' }],
};

export const addressFixture: Address = {
  id: 4,
  type: 'DELIVERY',
  first_name: 'Ada',
  last_name: 'Fan',
  mobile_no: '+1 555 0100',
  address_line_1: '1 Main Street',
  address_line_2: null,
  administrative_area: 'PA',
  city: 'Pittsburgh',
  postal_code: '15213',
  country: 'US',
  is_primary: 1,
};

export const cartItemFixture: CartItem = {
  id: 91,
  type: 'BUY',
  offer_id: null,
  offer_no: null,
  collection_id: null,
  collection_name: null,
  base_price: usd('250.00'),
  tax_price: usd('20.00'),
  seller: { id: 8, name: 'Momento', is_admin: 1 },
  details: [
    {
      product_id: 17,
      listing_name: 'Game 7 ticket stub, upper deck',
      cost: usd('250.00'),
      image: image.image_400,
    },
  ],
  created_date: at,
  expiry_date: later,
};

export const cartFixture: Cart = {
  cart_id: 55,
  items: [cartItemFixture],
  price_sub_total: usd('250.00'),
  total_price: usd('250.00'),
  total_tax: usd('20.00'),
  grand_total: usd('270.00'),
  status: 'ACTIVE',
};

export const checkoutFixture: Checkout = {
  checkout_id: 66,
  status: 'OPEN',
  line_items: [cartItemFixture],
  accepted_payment_methods: [
    { payment_method_id: 1, payment_method_type: 'PAYPAL', type: 'PayPal', selected: true },
  ],
  buyer: { id: 7, name: 'Ada Fan' },
  pricing_summary: { price_sub_total: usd('250.00'), tax: usd('20.00'), total: usd('270.00') },
  shipping_address: addressFixture,
  billing_address: null,
};

const noRatings = { seller_ratings: null, buyer_ratings: null };
const noReview = { buyer_review: null, seller_review: null };

export const orderFixture: Order = {
  order_no: 'MO-2026-000123',
  order_date: at,
  ordered_at: at,
  expiry_date: '2026-11-22T19:00:00.000Z',
  status: 'PENDING_PAYMENT',
  order_status: 'PENDING_PAYMENT',
  buyer: { id: 7, name: 'Ada Fan', avatar: null, is_admin: 0 },
  sub_orders: [
    {
      id: 301,
      suborder_no: 'MO-2026-000123-1',
      seller: { id: 8, name: 'Momento', avatar: null, is_admin: 1 },
      line_items: [
        {
          id: 401,
          type: 'BUY',
          offer_no: null,
          offer_id: null,
          base_price: usd('250.00'),
          tax_price: usd('20.00'),
          details: cartItemFixture.details,
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
      ratings: noRatings,
      review: noReview,
      refund: null,
    },
  ],
  pricing_summary: {
    price_sub_total: usd('250.00'),
    delivery: usd('0.00'),
    tax: usd('20.00'),
    processing_fee: usd('25.00'),
    total: usd('270.00'),
  },
  payment_summary: null,
  shipping_address: addressFixture,
  billing_address: { ...addressFixture, id: 5, type: 'BILL', is_primary: 0 },
};

export const buyerOrderFixture: BuyerOrder = {
  order_no: 'MO-2026-000123',
  suborder_no: 'MO-2026-000123-1',
  sub_order_id: 301,
  order_status: 'PAID',
  expiry_date: '2026-11-22T19:00:00.000Z',
  tracking_number: '1Z999',
  image: image.image_400,
  first_ticket_name: 'Game 7 ticket stub, upper deck',
  delivery_date: '2026-11-30',
  delivery_status: 'SHIPPED',
  seller_name: 'Momento',
  seller_id: 8,
  is_admin: 1,
  order_date: at,
  order_total: usd('270.00'),
  remaining_items_count: 0,
  buyer_name: 'Ada Fan',
  carrier: 'UPS',
  service_name: 'Ground',
  tracking_id: '1Z999',
  pricing_summary: {
    base_price: usd('250.00'),
    tax_price: usd('20.00'),
    delivery_charge: usd('0.00'),
    total_price: usd('270.00'),
  },
  payment_summary: {
    payment_method: 'PAYPAL',
    payment_date: at,
    payment_status: 'COMPLETED',
    payment_paid_status: true,
  },
  refund: null,
  line_items: [
    {
      type: 'BUY',
      base_price: usd('250.00'),
      item_details: [{ listing_name: 'Game 7', cost: usd('250.00'), image: null }],
    },
  ],
  shipping_add: addressFixture,
  billing_add: null,
  ratings: noRatings,
  review: noReview,
};

export const sellOrderFixture: SellOrder = {
  order_no: 'MO-2026-000123',
  fulfillment_order_id: 301,
  buyer_name: 'Ada Fan',
  seller_name: 'Bo Seller',
  buyer_image: null,
  order_at: at,
  due_amount: usd('225.00'),
  total_amount: usd('270.00'),
  shipping_add: {
    name: 'Ada Fan',
    address_line_1: '1 Main Street',
    address_line_2: null,
    administrative_area: 'PA',
    city: 'Pittsburgh',
    country: 'US',
    postal_code: '15213',
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
    base_price: usd('250.00'),
    tax_price: usd('20.00'),
    processing_fee: usd('25.00'),
    total_price: usd('270.00'),
  },
  payment_summary: { type: 'PAYPAL' },
  line_items: [
    {
      type: 'BUY',
      offer_no: null,
      offer_id: null,
      base_price: usd('250.00'),
      tax_price: usd('20.00'),
      seller_id: 9,
      seller_name: 'Bo Seller',
      item_details: [{ listing_name: 'Game 7', cost: usd('250.00'), image: null }],
    },
  ],
  ratings: noRatings,
  review: noReview,
  first_ticket_name: 'Game 7',
  first_ticket_image: null,
  remaining_items_count: 11,
};

const offerEntryFixture: OfferEntry = {
  offer_no: 'OF-2026-000001',
  offer_id: 21,
  offer_type: 'OFFER',
  offer_status: 'OPEN',
  offer_price: usd('200.00'),
  offer_message: 'Would you take 200?',
  created_by: { id: 7, name: 'Ada Fan', avatar: null, is_admin: 0 },
  created_at: at,
  offer_items: [
    {
      id: 1,
      product_id: 17,
      product_listing_name: 'Game 7 ticket stub',
      price: usd('250.00'),
      images: [image],
    },
  ],
  answered_automatically: false,
};

export const offerFixture: Offer = {
  ...offerEntryFixture,
  counter_offers: [
    { ...offerEntryFixture, offer_id: 22, offer_type: 'COUNTER_OFFER', offer_price: usd('230.00') },
  ],
  expires_at: null,
  seller_details: { seller_id: 9, seller_name: 'Bo Seller', avatar: null, is_admin: 0 },
  buyer_details: { buyer_id: 7, buyer_name: 'Ada Fan' },
};

export const roomFixture: Room = {
  room_id: 3,
  id: 3,
  name: 'Bo Seller',
  room_name: 'Bo Seller',
  image: { image_50: '/api/v1/images/cd34-50.jpg' },
  last_message: { message: 'Still available?', sender_id: 7, sent_date: at },
  hasUnreadMessage: true,
  lastMsgSentByCurrentUser: true,
  participants: [
    { user_id: 7, user_name: 'Ada Fan', avatar: null, has_unread_messages: false },
    { user_id: 9, user_name: 'Bo Seller', avatar: null, has_unread_messages: true },
  ],
  receiver_id: 9,
};

export const messageFixture: Message = {
  message_id: 50,
  message: 'Still available?',
  sent_date: at,
  sender: { user_id: 7, user_name: 'Ada Fan', avatar: null },
};

export const reviewItemFixture: ReviewItem = {
  id: 8,
  type: 'BUYER',
  content: 'Fast shipping',
  rated_at: at,
  user_details: { avatar: null, id: 9, is_admin: 0, name: 'Bo Seller' },
  ratings: { communication_rating: 5, description_rating: 4, shipping_rating: 5 },
};

export const reportRoomFixture: ReportRoom = {
  room_id: 2,
  type: 'Payment',
  reported_by: { id: 7, name: 'Ada Fan' },
  content: 'Payment taken twice',
  status: 'OPEN',
  title: 'Double charge',
  created_date: at,
};

export const reportDetailFixture: ReportDetail = {
  room_id: 2,
  title: 'Double charge',
  description: 'Payment taken twice',
  replies: [
    {
      message_id: 1,
      content: 'We are looking into it',
      message: 'We are looking into it',
      sent_date: at,
      sender: { user_id: 1, user_name: 'Momento', avatar: null },
    },
  ],
};

export const sellerFixture: Seller = {
  id: 9,
  payment_details: { type: 'PAYPAL', is_verified: 0 },
  paypal_details: { id: 4, paypal_id: 'BOSELLER', paypal_mail: 'bo@example.com' },
  status: 'ACTIVE',
};

export const collectionFixture: Collection = {
  id: 6,
  collection_name: '1960 World Series',
  cost: usd('900.00'),
  isSale: 1,
  status: 'ACTIVE',
  user_id: 9,
  seller: { id: 9, name: 'Bo Seller', is_admin: 0 },
  ticket_count: 4,
  image: null,
};

export { at };
