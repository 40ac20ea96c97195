import { validationTexts as m } from '../texts.ts';
import {
  CARRIER_MAX,
  RATING_MAX,
  RATING_MIN,
  SERVICE_MAX,
  SHIPPING_COST_MAX,
  TRACKING_ID_MAX,
} from './limits.ts';
import {
  firstFailure,
  isBlank,
  isDecimal,
  maxLength,
  plainText,
  required,
  type FieldValue,
} from './rules.ts';

export interface RatingValues {
  communication_rating: number | null | undefined;
  description_rating: number | null | undefined;
  shipping_rating: number | null | undefined;
  review: FieldValue;
}

/** A star value counts as entered only when it is a whole number from 1 to 5. */
function ratingMissing(value: number | null | undefined): boolean {
  return typeof value !== 'number' || !Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX;
}

/** Rating dialog (see docs/rules/validation.md). */
export function validateRating(values: RatingValues): string | null {
  return firstFailure(
    () => (ratingMissing(values.communication_rating) ? m.communicationRatingRequired : null),
    () => (ratingMissing(values.description_rating) ? m.descriptionRatingRequired : null),
    () => (ratingMissing(values.shipping_rating) ? m.shippingRatingRequired : null),
    () => required(values.review, m.reviewRequired),
    () => plainText(values.review, m.reviewText, { multiline: true }),
  );
}

export interface TrackingValues {
  carrier_name: FieldValue;
  service_name: FieldValue;
  tracking_no: FieldValue;
  shipping_cost: FieldValue;
  /** yyyy-mm-dd, as a date input gives it. */
  expected_delivery: FieldValue;
}

/** Today's calendar date in local time as yyyy-mm-dd (a date input's `min`). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Tracking dialog (see docs/rules/validation.md). `today` is yyyy-mm-dd (defaults to the local date). */
export function validateTracking(
  values: TrackingValues,
  { today = todayIsoDate() }: { today?: string } = {},
): string | null {
  return firstFailure(
    () => required(values.carrier_name, m.carrierRequired),
    () => maxLength(values.carrier_name, CARRIER_MAX, m.carrierMax),
    () => plainText(values.carrier_name, m.carrierText),
    () => required(values.service_name, m.serviceRequired),
    () => maxLength(values.service_name, SERVICE_MAX, m.serviceMax),
    () => plainText(values.service_name, m.serviceText),
    () => required(values.tracking_no, m.trackingIdRequired),
    () => maxLength(values.tracking_no, TRACKING_ID_MAX, m.trackingIdMax),
    () => plainText(values.tracking_no, m.trackingIdText),
    () => required(values.shipping_cost, m.shippingCostRequired),
    () => maxLength(values.shipping_cost, SHIPPING_COST_MAX, m.shippingCostMax),
    () => (isDecimal(values.shipping_cost) ? null : m.shippingCostInvalid),
    () => required(values.expected_delivery, m.expectedDeliveryRequired),
    // yyyy-mm-dd strings compare in calendar order.
    () =>
      isBlank(values.expected_delivery) || String(values.expected_delivery) >= today
        ? null
        : m.expectedDeliveryPast,
  );
}
