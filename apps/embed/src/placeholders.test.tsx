import { describe, expect, it } from 'vitest';
import { findPlaceholders } from './placeholders.ts';

describe('findPlaceholders', () => {
  it('finds ticket and listings placeholders with their attributes and skips incomplete or unknown ones', () => {
    document.body.innerHTML = `
      <div data-momento-widget="ticket" data-product-id="123" data-partner="arena"></div>
      <div data-momento-widget="listings" data-seller="7"></div>
      <div data-momento-widget="listings" data-event="42"></div>
      <div data-momento-widget="ticket"></div>
      <div data-momento-widget="calendar" data-product-id="1"></div>
      <div data-momento-widget="ticket" data-product-id="9" data-momento-mounted=""></div>`;
    const found = findPlaceholders(document);
    expect(found.map(({ element: _element, ...rest }) => rest)).toEqual([
      { kind: 'ticket', productId: '123', partner: 'arena' },
      { kind: 'listings', seller: '7' },
      { kind: 'listings', event: '42' },
    ]);
  });
});
