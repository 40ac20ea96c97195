// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseSnippet,
  previewDocument,
  snippetActions,
  snippetGap,
  snippetHtml,
  type EmbedSnippet,
  type SnippetHost,
} from './embedSnippet.ts';

const host: SnippetHost = {
  loaderUrl: 'https://momento.example/embed/momento-embed.js',
  apiBase: 'https://momento.example/api/v1',
  siteUrl: 'https://momento.example',
};

describe('snippetHtml', () => {
  it('writes the placeholder with the widget, its subject, the theme and the actions, then the loader', () => {
    const html = snippetHtml(
      {
        widget: 'listings',
        seller: '7',
        limit: 4,
        partner: 'acme',
        actions: ['buy', 'offer'],
        theme: { mode: 'dark', accent: '#e0218a', radius: '4px', font: 'Georgia, serif' },
      },
      host,
    );
    expect(html).toBe(
      '<div data-momento-widget="listings" data-seller="7" data-limit="4" data-partner="acme" data-theme="dark" data-accent="#e0218a" data-radius="4px" data-font="Georgia, serif" data-actions="offer,buy"></div>\n' +
        '<script async src="https://momento.example/embed/momento-embed.js" data-api-base="https://momento.example/api/v1" data-site-url="https://momento.example"></script>',
    );
  });

  it('writes an empty data-actions for a widget without actions and leaves out what the theme keeps', () => {
    const html = snippetHtml(
      { widget: 'ticket', productId: '12', actions: [], theme: { mode: 'light' } },
      host,
    );
    expect(html.split('\n')[0]).toBe(
      '<div data-momento-widget="ticket" data-product-id="12" data-theme="light" data-actions=""></div>',
    );
  });

  it('escapes quotes, angle brackets and ampersands in every value', () => {
    const html = snippetHtml(
      {
        widget: 'ticket',
        productId: '1',
        partner: '"><script>alert(1)</script>&',
        actions: [],
        theme: { mode: 'light', font: '"Fira Sans", sans-serif' },
      },
      host,
    );
    expect(html).toContain('data-partner="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(html).toContain('data-font="&quot;Fira Sans&quot;, sans-serif"');
    expect(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')).toHaveLength(1);
  });
});

describe('parseSnippet', () => {
  const text = fc.string({ minLength: 1, maxLength: 30 });
  const snippets: fc.Arbitrary<EmbedSnippet> = fc
    .oneof(
      fc.record({ widget: fc.constant('ticket' as const), productId: text }),
      fc.record(
        { widget: fc.constant('listings' as const), seller: text, limit: fc.integer({ min: 1, max: 20 }) },
        { requiredKeys: ['widget', 'seller'] },
      ),
    )
    .chain((subject) =>
      fc
        .record(
          {
            actions: fc.subarray([...snippetActions]),
            theme: fc.record(
              {
                mode: fc.constantFrom('light' as const, 'dark' as const),
                accent: text,
                radius: text,
                font: text,
              },
              { requiredKeys: ['mode'] },
            ),
            partner: text,
          },
          { requiredKeys: ['actions', 'theme'] },
        )
        .map((rest) => ({ ...subject, ...rest })),
    );

  it('reads every snippet back to the description and host it was written from', () => {
    fc.assert(
      fc.property(snippets, (snippet) => {
        expect(parseSnippet(snippetHtml(snippet, host))).toEqual({ snippet, host });
      }),
    );
  });

  it('reads the snippet back from the preview’s document too', () => {
    const snippet: EmbedSnippet = {
      widget: 'ticket',
      productId: '5',
      actions: ['watch'],
      theme: { mode: 'dark', accent: 'rebeccapurple' },
    };
    expect(parseSnippet(previewDocument(snippetHtml(snippet, host), 'dark'))).toEqual({ snippet, host });
  });

  it('is null for HTML without a placeholder or a loader', () => {
    expect(parseSnippet('<p>hello</p>')).toBeNull();
    expect(parseSnippet('<div data-momento-widget="ticket" data-product-id="1"></div>')).toBeNull();
  });
});

describe('snippetGap', () => {
  it('names the ticket or the seller a description still lacks', () => {
    expect(snippetGap({ widget: 'ticket', actions: [], theme: { mode: 'light' } })).toBe('ticket');
    expect(snippetGap({ widget: 'listings', productId: '3', actions: [], theme: { mode: 'light' } })).toBe(
      'seller',
    );
    expect(snippetGap({ widget: 'listings', seller: '3', actions: [], theme: { mode: 'light' } })).toBeNull();
  });
});
