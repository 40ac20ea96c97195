// Entity schemas: every entity of the product, with the field names the product prescribes.
// Replies are what the server sends; the kit parses nothing at run time (types only), the server and mocks do.
import { z } from 'zod';
import {
  ADDRESS_TYPES,
  CART_ITEM_TYPES,
  CART_STATUSES,
  CHECKOUT_STATUSES,
  COLLECTION_STATUSES,
  FULFILMENT_STATUSES,
  OFFER_STATUSES,
  OFFER_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STATUSES,
  PERMISSION_STATUSES,
  REFERENCE_STATUSES,
  REPORT_STATUSES,
  REVIEW_TYPES,
  SELLER_PERMISSION,
  TICKET_QUALITIES,
  TICKET_STATUSES,
} from './statuses.ts';
import { REFUND_STATUSES } from './refunds.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES, type NotificationType } from './notifications.ts';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_FILTER_KEYS, WATCH_STATES, WATCH_TARGETS } from './follow.ts';
import {
  avatar,
  dateOrDateTime,
  dateTime,
  flag,
  id,
  idName,
  isSale,
  money,
  ticketImage,
} from './primitives.ts';

// ---------------------------------------------------------------------------------------------------------------
// Users and tokens
// ---------------------------------------------------------------------------------------------------------------
export const permission = z.object({
  permission: z.literal(SELLER_PERMISSION),
  status: z.enum(PERMISSION_STATUSES),
});
export type Permission = z.infer<typeof permission>;

export const user = z
  .object({
    id,
    name: z.string(),
    mail: z.string(),
    mobile_no: z.string().nullable(),
    is_email_verified: flag,
    is_admin: flag,
    /** Avatar URL (one image serves 50/200/400); null: use the default avatar. */
    profile_url: z.string().nullable(),
    permissions: z.array(permission),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const tokens = z
  .object({
    token: z.string(),
    /** Access token expiry, seconds since epoch. */
    expiry: z.number().int(),
    refresh_token: z.string(),
  })
  .meta({ id: 'Tokens' });
export type Tokens = z.infer<typeof tokens>;

export const loginReply = tokens.extend({ user_data: user });
export type LoginReply = z.infer<typeof loginReply>;

/** The sign-in window's one-time code for a partner widget (ours): single use, valid `expires_in` seconds. */
export const embedGrant = z
  .object({ code: z.string(), expires_in: z.number().int().positive() })
  .meta({ id: 'EmbedGrant' });
export type EmbedGrant = z.infer<typeof embedGrant>;

/** Whether the user allowed a partner origin before (the window then skips its 'Continue as' question). */
export const embedAllowance = z.object({ allowed: z.boolean() }).meta({ id: 'EmbedAllowance' });
export type EmbedAllowance = z.infer<typeof embedAllowance>;

/**
 * A partner site the user allowed to use their account through its widget (ours): its exact origin, when the user
 * allowed it and when that consent lapses (EMBED_ALLOWANCE_DAYS later). Only live allowances are listed.
 */
export const embedSite = z
  .object({ id, origin: z.string(), granted_at: dateTime, expires_at: dateTime })
  .meta({ id: 'EmbedSite' });
export type EmbedSite = z.infer<typeof embedSite>;

/**
 * A partner widget's session (ours): an access token of scope 'embed' bound to the partner's origin, and no refresh
 * token (the widget keeps it in memory and signs in again when it expires).
 */
export const embedSession = z
  .object({
    access_token: z.string(),
    /** Access token expiry, seconds since epoch. */
    expiry: z.number().int(),
    user_data: user,
  })
  .meta({ id: 'EmbedSession' });
export type EmbedSession = z.infer<typeof embedSession>;

/** A person as shown on orders, offers and reviews; admins are shown under HOUSE_NAME by the server. */
export const party = z.object({ id, name: z.string(), avatar, is_admin: flag });
export type Party = z.infer<typeof party>;

// ---------------------------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------------------------
const referenceMeta = {
  status: z.enum(REFERENCE_STATUSES),
  is_admin_created: flag,
  created_by: id.nullable(),
  /** Ours: why an admin rejected the item; only in the reads of its creator and of admins, else absent. */
  rejection_reason: z.string().nullable().optional(),
};

export const subGenre = z
  .object({ sub_genre_id: id, name: z.string(), display_name: z.string(), genre: id, ...referenceMeta })
  .meta({ id: 'SubGenre' });
export type SubGenre = z.infer<typeof subGenre>;

export const genre = z
  .object({
    genre_id: id,
    genre_name: z.string(),
    display_name: z.string(),
    display_order: z.number().int(),
    sub_genre: z.array(z.object({ sub_genre_id: id, name: z.string(), display_name: z.string() })),
  })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genre>;

export const venue = z
  .object({
    venue_id: id,
    venue_name: z.string(),
    display_name: z.string(),
    display_order: z.number().int(),
    ...referenceMeta,
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof venue>;

export const team = z
  .object({ team_id: id, team_name: z.string(), display_name: z.string(), sub_genre: id, ...referenceMeta })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;

export const artist = z
  .object({
    artist_id: id,
    artist_name: z.string(),
    display_name: z.string(),
    sub_genre: id,
    ...referenceMeta,
  })
  .meta({ id: 'Artist' });
export type Artist = z.infer<typeof artist>;

/** Event (moment in history). `id` repeats `event_id` (the spec reads either). */
export const event = z
  .object({
    event_id: id,
    id,
    name: z.string(),
    significance: z.string().nullable(),
    additional_significance: z.array(z.string()),
    event_date: dateTime,
    video_link: z.string().nullable(),
    venue: z.object({ venue_id: id, venue_name: z.string(), display_name: z.string() }),
    genre: z.object({ genre_id: id, genre_name: z.string(), display_name: z.string() }).nullable(),
    sub_genre: z.object({ sub_genre_id: id, name: z.string(), display_name: z.string() }).nullable(),
    teams: z.array(z.object({ team_id: id, team_name: z.string(), display_name: z.string() })),
    artists: z.array(z.object({ artist_id: id, artist_name: z.string(), display_name: z.string() })),
    ...referenceMeta,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof event>;

export const popularSearch = z.object({ keyword: z.string() }).meta({ id: 'PopularSearch' });
export type PopularSearch = z.infer<typeof popularSearch>;
export const popularEvent = z
  .object({
    event_id: id,
    name: z.string(),
    event_date: dateTime,
    venue: z.object({ display_name: z.string() }),
  })
  .meta({ id: 'PopularEvent' });
export type PopularEvent = z.infer<typeof popularEvent>;
export const popularTeam = z
  .object({ id, display_name: z.string(), is_team: flag })
  .meta({ id: 'PopularTeam' });
export type PopularTeam = z.infer<typeof popularTeam>;

export const masterData = z
  .object({ ticket_types: z.array(idName), seat_types: z.array(idName) })
  .meta({ id: 'MasterData' });
export type MasterData = z.infer<typeof masterData>;

/** A static page (terms, policy, about, seller agreement): HTML content. */
export const metaContent = z
  .object({ page_name: z.string(), content_description: z.string() })
  .meta({ id: 'MetaContent' });
export type MetaContent = z.infer<typeof metaContent>;

/** App data: the payment service client id; `test_payments` says the server's test provider is on (ours). */
export const paymentConfig = z
  .object({ paypal_client_id: z.string(), test_payments: z.boolean() })
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof paymentConfig>;

// ---------------------------------------------------------------------------------------------------------------
// Tickets and collections
// ---------------------------------------------------------------------------------------------------------------
export const sellerRef = z.object({ id, name: z.string(), is_admin: flag });
export type SellerRef = z.infer<typeof sellerRef>;

/**
 * A ticket: the public fields and the owner's fields in one shape.
 * `ticket_type` is the type's name (public spelling), `type` the `{ id, name }` pair (own spelling).
 * `cost` is null for a show-only ticket; `sell_details.cost` repeats it (the offer picker reads that).
 */
export const ticket = z
  .object({
    product_id: id,
    listing_name: z.string(),
    event_name: z.string(),
    significance: z.string().nullable(),
    date: dateTime,
    venue: z.string(),
    teams: z.array(z.string()),
    artists: z.array(z.string()),
    video_link: z.string().nullable(),
    /** First image at 400 px (lists); null without images. */
    image: z.object({ image_400: z.string() }).nullable(),
    images: z.array(ticketImage),
    seller: sellerRef,
    type: idName,
    ticket_type: z.string(),
    cost: money.nullable(),
    sell_details: z.object({ cost: money.nullable() }),
    isSale,
    face_price: money.nullable(),
    section: z.string().nullable(),
    row: z.string().nullable(),
    seat_no: z.string().nullable(),
    seat_type: idName.nullable(),
    quality: z.enum(TICKET_QUALITIES),
    grade: z.string().nullable(),
    description: z.string().nullable(),
    status: z.enum(TICKET_STATUSES),
    collection: z.object({ collection_id: id, collection_name: z.string() }).nullable(),
    event,
    genre: z.object({ genre_id: id, genre_name: z.string(), display_name: z.string() }).nullable(),
    subgenre: z.object({ sub_genre_id: id, name: z.string(), display_name: z.string() }).nullable(),
    support_document: z.object({ doc_id: id, document_name: z.string(), url: z.string() }).nullable(),
    /** Ours: the seller's automatic answers to offers (autoAnswers.ts); only in the seller's own reads. */
    auto_answers: z.object({ accept_price: money.nullable(), decline_price: money.nullable() }).optional(),
    /**
     * Ours: why an admin hid the ticket (it is then out of every public read and the search); only in the
     * seller's own reads, null when the ticket is not hidden.
     */
    hidden_reason: z.string().nullable().optional(),
    /** Ours: how many buyers watch it (never who); only in the seller's own reads (My Tickets' "12 watching"). */
    watch_count: z.number().int().nonnegative().optional(),
    created_at: dateTime,
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticket>;

export const collection = z
  .object({
    id,
    collection_name: z.string(),
    cost: money,
    isSale,
    status: z.enum(COLLECTION_STATUSES),
    user_id: id,
    seller: sellerRef,
    ticket_count: z.number().int().nonnegative(),
    image: z.object({ image_400: z.string() }).nullable(),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof collection>;

// ---------------------------------------------------------------------------------------------------------------
// Addresses, cart, checkout
// ---------------------------------------------------------------------------------------------------------------
export const address = z
  .object({
    id,
    type: z.enum(ADDRESS_TYPES),
    first_name: z.string(),
    last_name: z.string(),
    mobile_no: z.string(),
    address_line_1: z.string(),
    address_line_2: z.string().nullable(),
    administrative_area: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country: z.string(),
    is_primary: flag,
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

export const lineDetail = z.object({
  product_id: id,
  listing_name: z.string(),
  cost: money,
  /** First image URL (400 px), null without images. */
  image: z.string().nullable(),
});
export type LineDetail = z.infer<typeof lineDetail>;

export const cartItem = z
  .object({
    id,
    type: z.enum(CART_ITEM_TYPES),
    offer_id: id.nullable(),
    offer_no: z.string().nullable(),
    collection_id: id.nullable(),
    collection_name: z.string().nullable(),
    base_price: money,
    tax_price: money,
    seller: sellerRef,
    details: z.array(lineDetail),
    created_date: dateTime,
    /** End of the reservation (CART_RESERVATION_MINUTES after adding). */
    expiry_date: dateTime,
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItem>;

/** The cart; an empty cart has `cart_id: null` and no items. `total_price` repeats `price_sub_total`. */
export const cart = z
  .object({
    cart_id: id.nullable(),
    items: z.array(cartItem),
    price_sub_total: money,
    total_price: money,
    total_tax: money,
    grand_total: money,
    status: z.enum(CART_STATUSES),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cart>;

export const paymentMethod = z.object({
  payment_method_id: id,
  payment_method_type: z.enum(PAYMENT_METHOD_TYPES),
  type: z.string(),
  selected: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const checkout = z
  .object({
    checkout_id: id,
    status: z.enum(CHECKOUT_STATUSES),
    line_items: z.array(cartItem),
    accepted_payment_methods: z.array(paymentMethod),
    buyer: z.object({ id, name: z.string() }),
    pricing_summary: z.object({ price_sub_total: money, tax: money, total: money }),
    shipping_address: address.nullable(),
    billing_address: address.nullable(),
  })
  .meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof checkout>;

// ---------------------------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------------------------
/** One rating (three components, 1 to 5). */
export const ratingValues = z.object({
  communication_rating: z.number().int().min(1).max(5),
  description_rating: z.number().int().min(1).max(5),
  shipping_rating: z.number().int().min(1).max(5),
  rated_at: dateTime,
});
export type RatingValues = z.infer<typeof ratingValues>;

/** `seller_ratings`: the buyer's rating of the seller; `buyer_ratings`: the seller's rating of the buyer. */
export const subOrderRatings = z.object({
  seller_ratings: ratingValues.nullable(),
  buyer_ratings: ratingValues.nullable(),
});
/** `buyer_review`: written by the buyer (about the seller); `seller_review`: written by the seller. */
export const subOrderReview = z.object({
  buyer_review: z.string().nullable(),
  seller_review: z.string().nullable(),
});

export const orderLineItem = z.object({
  id,
  type: z.enum(CART_ITEM_TYPES),
  offer_no: z.string().nullable(),
  offer_id: id.nullable(),
  base_price: money,
  tax_price: money,
  details: z.array(lineDetail),
});
export type OrderLineItem = z.infer<typeof orderLineItem>;

export const fulfillmentInformation = z.object({
  status: z.enum(FULFILMENT_STATUSES),
  carrier_code: z.string().nullable(),
  service_code: z.string().nullable(),
  tracking_number: z.string().nullable(),
  estimated_delivery_at: dateOrDateTime.nullable(),
  delivery_cost: money.nullable(),
});
export type FulfillmentInformation = z.infer<typeof fulfillmentInformation>;

export const paymentSummary = z.object({
  payment_amount: money,
  method: z.enum(PAYMENT_METHOD_TYPES),
  date: dateTime.nullable(),
  is_paid: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

/**
 * The refund of a sub-order an admin cancelled (docs/rules/refunds.md): its total, PENDING from the cancellation
 * until the payment service confirms it (COMPLETED, `refunded_at` set) or refuses it (FAILED).
 */
export const subOrderRefund = z
  .object({
    status: z.enum(REFUND_STATUSES),
    amount: money,
    requested_at: dateTime,
    refunded_at: dateTime.nullable(),
  })
  .meta({ id: 'SubOrderRefund' });
export type SubOrderRefund = z.infer<typeof subOrderRefund>;

export const subOrder = z.object({
  id,
  suborder_no: z.string(),
  seller: party,
  line_items: z.array(orderLineItem),
  fulfillment_information: fulfillmentInformation,
  ratings: subOrderRatings,
  review: subOrderReview,
  /** Null unless an admin cancelled the sub-order and refunded it. */
  refund: subOrderRefund.nullable(),
});
export type SubOrder = z.infer<typeof subOrder>;

/** The full order view (/previeworder/{order_no} and order details). `ordered_at` repeats `order_date`. */
export const order = z
  .object({
    order_no: z.string(),
    order_date: dateTime,
    ordered_at: dateTime,
    /** End of the payment window (ORDER_PAYMENT_MINUTES after placing). */
    expiry_date: dateTime,
    status: z.enum(ORDER_STATUSES),
    order_status: z.enum(ORDER_STATUSES),
    buyer: party,
    sub_orders: z.array(subOrder),
    pricing_summary: z.object({
      price_sub_total: money,
      delivery: money,
      tax: money,
      processing_fee: money,
      total: money,
    }),
    payment_summary: paymentSummary.nullable(),
    shipping_address: address.nullable(),
    billing_address: address.nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

const itemDetail = z.object({ listing_name: z.string(), cost: money, image: z.string().nullable() });

/** A card of the buyer's order list: one per sub-order (seller). */
export const buyerOrder = z
  .object({
    order_no: z.string(),
    suborder_no: z.string(),
    sub_order_id: id,
    order_status: z.enum(ORDER_STATUSES),
    expiry_date: dateTime,
    tracking_number: z.string().nullable(),
    image: z.string().nullable(),
    first_ticket_name: z.string(),
    delivery_date: dateOrDateTime.nullable(),
    delivery_status: z.enum(FULFILMENT_STATUSES),
    seller_name: z.string(),
    seller_id: id,
    is_admin: flag,
    order_date: dateTime,
    order_total: money,
    remaining_items_count: z.number().int().nonnegative(),
    buyer_name: z.string(),
    carrier: z.string().nullable(),
    service_name: z.string().nullable(),
    tracking_id: z.string().nullable(),
    pricing_summary: z.object({
      base_price: money,
      tax_price: money,
      delivery_charge: money,
      total_price: money,
    }),
    payment_summary: z.object({
      payment_method: z.enum(PAYMENT_METHOD_TYPES).nullable(),
      payment_date: dateTime.nullable(),
      payment_status: z.enum(PAYMENT_STATUSES).nullable(),
      payment_paid_status: z.boolean(),
    }),
    /** Null unless an admin cancelled this sub-order and refunded it. */
    refund: subOrderRefund.nullable(),
    line_items: z.array(
      z.object({ type: z.enum(CART_ITEM_TYPES), base_price: money, item_details: z.array(itemDetail) }),
    ),
    shipping_add: address.nullable(),
    billing_add: address.nullable(),
    ratings: subOrderRatings,
    review: subOrderReview,
  })
  .meta({ id: 'BuyerOrder' });
export type BuyerOrder = z.infer<typeof buyerOrder>;

/** A card of the seller's order list: one per sub-order (`fulfillment_order_id`). */
export const sellOrder = z
  .object({
    order_no: z.string(),
    fulfillment_order_id: id,
    buyer_name: z.string(),
    seller_name: z.string(),
    buyer_image: z.string().nullable(),
    order_at: dateTime,
    due_amount: money,
    total_amount: money,
    shipping_add: z
      .object({
        name: z.string(),
        address_line_1: z.string(),
        address_line_2: z.string().nullable(),
        administrative_area: z.string(),
        city: z.string(),
        country: z.string(),
        postal_code: z.string(),
        mobile_no: z.string(),
      })
      .nullable(),
    fulfillment_status: z.enum(FULFILMENT_STATUSES),
    fulfillment_information: z.object({
      carrier: z.string().nullable(),
      service_name: z.string().nullable(),
      tracking_id: z.string().nullable(),
      delivery_cost: money.nullable(),
      delivery_expected_date: dateOrDateTime.nullable(),
    }),
    pricing_summary: z.object({
      base_price: money,
      tax_price: money,
      processing_fee: money,
      total_price: money,
    }),
    payment_summary: z.object({ type: z.enum(PAYMENT_METHOD_TYPES).nullable() }),
    line_items: z.array(
      z.object({
        type: z.enum(CART_ITEM_TYPES),
        offer_no: z.string().nullable(),
        offer_id: id.nullable(),
        base_price: money,
        tax_price: money,
        seller_id: id,
        seller_name: z.string(),
        item_details: z.array(itemDetail),
      }),
    ),
    ratings: subOrderRatings,
    review: subOrderReview,
    first_ticket_name: z.string(),
    first_ticket_image: z.string().nullable(),
    remaining_items_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'SellOrder' });
export type SellOrder = z.infer<typeof sellOrder>;

/** Reply of a tracking add/edit. */
export const fulfilmentReply = z
  .object({
    estimated_delivery_at: dateOrDateTime,
    delivery_status: z.enum(FULFILMENT_STATUSES),
    carrier_name: z.string(),
    service_name: z.string(),
    tracking_no: z.string(),
    delivery_cost: z.object({ shipping_cost: money }),
    order_no: z.string(),
  })
  .meta({ id: 'FulfilmentReply' });
export type FulfilmentReply = z.infer<typeof fulfilmentReply>;

// ---------------------------------------------------------------------------------------------------------------
// Sellers
// ---------------------------------------------------------------------------------------------------------------
export const seller = z
  .object({
    id,
    payment_details: z.object({ type: z.enum(PAYMENT_METHOD_TYPES), is_verified: flag }),
    paypal_details: z.object({ id, paypal_id: z.string(), paypal_mail: z.string() }),
    /** Derived from the seller permission. */
    status: z.enum(PERMISSION_STATUSES),
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof seller>;

// ---------------------------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------------------------
export const offerItem = z.object({
  id,
  product_id: id,
  product_listing_name: z.string(),
  price: money,
  images: z.array(ticketImage),
});
export type OfferItem = z.infer<typeof offerItem>;

/** One entry of the chain: the offer itself or a counter. `offer_id` is the entry's id, `offer_no` the chain's. */
export const offerEntry = z.object({
  offer_no: z.string(),
  offer_id: id,
  offer_type: z.enum(OFFER_TYPES),
  offer_status: z.enum(OFFER_STATUSES),
  offer_price: money,
  offer_message: z.string().nullable(),
  created_by: party,
  created_at: dateTime,
  offer_items: z.array(offerItem),
  /** Ours: the seller's answer (its status) was given at once by the ticket's automatic answers. */
  answered_automatically: z.boolean(),
});
export type OfferEntry = z.infer<typeof offerEntry>;

/** An offer with its counter chain, oldest first; the latest entry is the current state. */
export const offer = z
  .object({
    ...offerEntry.shape,
    counter_offers: z.array(offerEntry),
    /** When the open offer expires (its latest entry's time plus OFFER_EXPIRY_HOURS); null when it is not open. */
    expires_at: dateTime.nullable(),
    seller_details: z.object({ seller_id: id, seller_name: z.string(), avatar, is_admin: flag }),
    buyer_details: z.object({ buyer_id: id, buyer_name: z.string() }),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offer>;

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------
export const messageSender = z.object({
  user_id: id,
  user_name: z.string(),
  avatar: z.object({ image_50: z.string() }).nullable(),
});

export const message = z
  .object({ message_id: id, message: z.string(), sent_date: dateTime, sender: messageSender })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof message>;

/** A chat room; `id` repeats `room_id`, `room_name` repeats `name` (the other participant's name). */
export const room = z
  .object({
    room_id: id,
    id,
    name: z.string(),
    room_name: z.string(),
    image: z.object({ image_50: z.string() }).nullable(),
    last_message: z.object({ message: z.string(), sender_id: id, sent_date: dateTime }).nullable(),
    hasUnreadMessage: z.boolean(),
    lastMsgSentByCurrentUser: z.boolean(),
    participants: z.array(
      z.object({
        user_id: id,
        user_name: z.string(),
        avatar: z.string().nullable(),
        has_unread_messages: z.boolean(),
      }),
    ),
    receiver_id: id,
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof room>;

// ---------------------------------------------------------------------------------------------------------------
// Ratings and reviews
// ---------------------------------------------------------------------------------------------------------------
export const rating = z
  .object({
    sub_order_id: id,
    order_no: z.string(),
    communication_rating: z.number().int().min(1).max(5),
    description_rating: z.number().int().min(1).max(5),
    shipping_rating: z.number().int().min(1).max(5),
  })
  .meta({ id: 'Rating' });
export type Rating = z.infer<typeof rating>;

export const review = z
  .object({ sub_order_id: id, order_no: z.string(), description: z.string() })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

/** A review list item: `type` BUYER is displayed as SELL, otherwise BUY. */
export const reviewItem = z
  .object({
    id,
    type: z.enum(REVIEW_TYPES),
    content: z.string().nullable(),
    rated_at: dateTime,
    user_details: z.object({ avatar: z.string().nullable(), id, is_admin: flag, name: z.string() }),
    ratings: ratingValues.omit({ rated_at: true }),
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof reviewItem>;

const averageScore = z.number().min(1).max(5);
/**
 * A seller's reputation (ours): how many buyers rated them and the average of each rating part to one decimal;
 * `averages` is null below REPUTATION_MIN_REVIEWS ratings (a 'New seller').
 */
export const sellerReputation = z
  .object({
    seller: sellerRef,
    review_count: z.number().int().nonnegative(),
    averages: z
      .object({
        communication_rating: averageScore,
        description_rating: averageScore,
        shipping_rating: averageScore,
      })
      .nullable(),
  })
  .meta({ id: 'SellerReputation' });
export type SellerReputation = z.infer<typeof sellerReputation>;

// ---------------------------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------------------------
export const reportType = z.object({ id, type: z.string() }).meta({ id: 'ReportType' });
export type ReportType = z.infer<typeof reportType>;

export const reportRoom = z
  .object({
    room_id: id,
    type: z.string(),
    reported_by: z.object({ id, name: z.string() }),
    content: z.string(),
    status: z.enum(REPORT_STATUSES),
    title: z.string(),
    created_date: dateTime,
  })
  .meta({ id: 'ReportRoom' });
export type ReportRoom = z.infer<typeof reportRoom>;

export const reportReply = z
  .object({
    message_id: id,
    content: z.string(),
    message: z.string(),
    sent_date: dateTime,
    sender: z.object({ user_id: id, user_name: z.string(), avatar: z.string().nullable() }),
  })
  .meta({ id: 'ReportReply' });
export type ReportReply = z.infer<typeof reportReply>;

/** A report thread: the report and its replies, newest first. */
export const reportDetail = z
  .object({ room_id: id, title: z.string(), description: z.string(), replies: z.array(reportReply) })
  .meta({ id: 'ReportDetail' });
export type ReportDetail = z.infer<typeof reportDetail>;

/** A seller report as stored (reply of reportSeller). */
export const sellerReport = z
  .object({ id, report_type: id, report_on: id, content: z.string().nullable(), created_date: dateTime })
  .meta({ id: 'SellerReport' });
export type SellerReport = z.infer<typeof sellerReport>;

// ---------------------------------------------------------------------------------------------------------------
// Development outbox
// ---------------------------------------------------------------------------------------------------------------
export const outboxMail = z
  .object({
    id,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** Links in the mail (verification, reset), so tests and people can follow them. */
    links: z.array(z.string()),
    /** The HTML part of a rendered mail (notifications), null for text-only mails; the API also serves it as a page
     * at /dev/outbox/{id}/html. */
    html: z.string().nullable().optional(),
    sent_at: dateTime,
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMail>;

/** Ours: one entry of the notification centre (what happened, in words, and the page it is about). */
export const notification = z
  .object({
    id,
    kind: z.enum(NOTIFICATION_KINDS),
    type: z.enum(Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]]),
    title: z.string(),
    body: z.string(),
    /** The site path of the page in question (/account/myoffers/OF-000017). */
    link: z.string(),
    created_at: dateTime,
    /** When the user marked it read (opened it, or Mark all read); null while unread. */
    read_at: dateTime.nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

/** Ours: the user's e-mail choices per kind (true: e-mailed). Replies to reports are always e-mailed. */
export const notificationPreferences = z
  .object({
    orders: z.boolean(),
    offers: z.boolean(),
    messages: z.boolean(),
    saved_searches: z.boolean(),
    price_drops: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

// ---------------------------------------------------------------------------------------------------------------
// Following (ours): the watchlist, saved searches and an event's price history (follow.ts)
// ---------------------------------------------------------------------------------------------------------------
/** One watched item as the watchlist shows it, with its price now and when watching began. */
export const watchItem = z
  .object({
    type: z.enum(WATCH_TARGETS),
    /** The ticket's product_id, the collection's id or the seller's id. */
    id,
    name: z.string(),
    /** A ticket's event and date, a collection's seller, a seller's open ticket count, in words. */
    detail: z.string(),
    image: z.object({ image_400: z.string() }).nullable(),
    /** The site path of its page (watchLink: /tickets/12, /collections/3, /tickets?seller=8). */
    link: z.string(),
    state: z.enum(WATCH_STATES),
    /** The asking price now (null for a seller, or when not on sale). */
    price: money.nullable(),
    /** The asking price when watching began (null for a seller). */
    watched_price: money.nullable(),
    /** The buyer's own alert price, null for the default rule (a drop of PRICE_DROP_PERCENT). */
    alert_price: money.nullable(),
    watched_at: dateTime,
  })
  .meta({ id: 'WatchItem' });
export type WatchItem = z.infer<typeof watchItem>;

/** The ids the caller watches, per kind (the Watch buttons' state on cards and pages). */
export const watchIds = z
  .object({ tickets: z.array(id), collections: z.array(id), sellers: z.array(id) })
  .meta({ id: 'WatchIds' });
export type WatchIds = z.infer<typeof watchIds>;

export const savedSearchFilters = z
  .object(
    Object.fromEntries(SAVED_SEARCH_FILTER_KEYS.map((key) => [key, z.string().optional()])) as Record<
      (typeof SAVED_SEARCH_FILTER_KEYS)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .meta({ id: 'SavedSearchFilters' });

export const savedSearch = z
  .object({
    id,
    name: z.string(),
    /** The /tickets query parameters it runs (Run opens /tickets with them). */
    filters: savedSearchFilters,
    alert: z.enum(SAVED_SEARCH_ALERTS),
    /** Matching tickets that appeared since the buyer last ran it (or saved it). */
    new_matches: z.number().int().nonnegative(),
    created_at: dateTime,
    last_seen_at: dateTime,
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearch>;

/** One day of an event's asking prices (and sold prices once sales exist), UTC days, oldest first. */
export const priceHistoryDay = z.object({
  day: z.iso.date(),
  /** Lowest and median asking price of the tickets on sale that day; null on a day with none. */
  lowest: money.nullable(),
  median: money.nullable(),
  listings: z.number().int().nonnegative(),
  /** Median price of the event's tickets sold that day; null on a day without sales. */
  sold_median: money.nullable(),
  sold: z.number().int().nonnegative(),
});
export const priceHistory = z
  .object({ event_id: id, event_name: z.string(), days: z.array(priceHistoryDay) })
  .meta({ id: 'PriceHistory' });
export type PriceHistory = z.infer<typeof priceHistory>;
