import { describe, expect, it } from 'vitest';
import {
  fulfilmentStatusLabel,
  offerStatusLabel,
  offerStatusTone,
  orderStatusLabel,
  ticketStatusLabel,
  ticketStatusTone,
} from './status.ts';

describe('status labels', () => {
  it('shows the spec labels of ticket, offer and fulfilment statuses', () => {
    expect(ticketStatusLabel('SELL')).toBe('IN SELL LISTING');
    expect(ticketStatusLabel('IN_CHECK_OUT')).toBe('ADDED TO CART');
    expect(offerStatusLabel('ACCEPTED_SELLER')).toBe('SELLER ACCEPTED');
    expect(offerStatusLabel('DROPPED')).toBe('OFFER DROPPED');
    expect(fulfilmentStatusLabel('SHIPPED')).toBe('Your order has been Dispatched');
    expect(orderStatusLabel('CANCELLED')).toBe('Order Cancelled');
  });

  it('falls back to the raw value for an unknown status and to nothing for none', () => {
    expect(ticketStatusLabel('ARCHIVED')).toBe('ARCHIVED');
    expect(offerStatusLabel(null)).toBe('');
  });

  it('gives badge tones: warning for open offers, danger for rejected ones, neutral when unknown', () => {
    expect(offerStatusTone('OPEN')).toBe('warning');
    expect(offerStatusTone('REJECTED')).toBe('danger');
    expect(ticketStatusTone('INACTIVE')).toBe('danger');
    expect(ticketStatusTone('ARCHIVED')).toBe('neutral');
  });
});
