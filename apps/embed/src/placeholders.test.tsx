import { describe, expect, it } from 'vitest';
import { resolveOptions } from './options.ts';
import { placeholderElements } from './placeholders.ts';

describe('the placeholders the loader mounts', () => {
  it('are those not mounted yet whose widget kind and required attribute are there', () => {
    document.body.innerHTML = `
      <div data-momento-widget="ticket" data-product-id="123" data-partner="arena"></div>
      <div data-momento-widget="listings" data-seller="7"></div>
      <div data-momento-widget="listings" data-event="42"></div>
      <div data-momento-widget="ticket"></div>
      <div data-momento-widget="calendar" data-product-id="1"></div>
      <div data-momento-widget="ticket" data-product-id="9" data-momento-mounted=""></div>`;
    const defaults = { apiBase: 'https://momento.test/api/v1', siteUrl: 'https://momento.test' };
    const found = placeholderElements(document).map((element) => resolveOptions(element, {}, defaults));
    expect(
      found
        .filter((options) => options !== null)
        .map(({ widget, productId, seller, event, partner }) => ({
          widget,
          productId,
          seller,
          event,
          partner,
        })),
    ).toEqual([
      { widget: 'ticket', productId: '123', seller: undefined, event: undefined, partner: 'arena' },
      { widget: 'listings', productId: undefined, seller: '7', event: undefined, partner: undefined },
      { widget: 'listings', productId: undefined, seller: undefined, event: '42', partner: undefined },
    ]);
    expect(found.filter((options) => options === null)).toHaveLength(2);
  });
});
