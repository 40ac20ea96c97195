// The embed snippet builder's texts: all ours (the product prescribes none for this screen).
import type { SnippetAction, SnippetMode } from './embedSnippet.ts';

export const embedSnippetTexts = {
  sellerTitle: 'Embed your listings',
  sellerIntro:
    'Show your tickets on your own site: choose the widget and its look, check the preview, then copy the snippet into your page.',
  partnerTitle: (name: string) => `Embed for ${name}`,
  partnerIntro:
    'Build the snippet this partner copies into their pages: its widgets carry the partner’s attribution.',
  partnerOnly:
    'The widget loads only on sites Momento lists as partners: ask us to add your site’s address (for example https://venue.example).',
  formLabel: 'Widget settings',
  widget: 'Widget',
  widgetTicket: 'One ticket',
  widgetTickets: 'A seller’s listings',
  widgetOwnTickets: 'Your listings',
  ticket: 'Ticket',
  ticketHint: 'Type a few letters of the ticket’s name.',
  seller: 'Seller',
  sellerHint: 'Type a few letters of the seller’s name or e-mail.',
  searching: 'Searching…',
  noTickets: 'No ticket for sale matches',
  noSellers: 'No seller matches',
  searchFailed: 'The search failed. Try again.',
  limit: 'How many listings',
  actions: 'What visitors can do',
  actionLabels: {
    offer: 'Make Offer',
    message: 'Message seller',
    buy: 'Add to cart and Buy now',
    watch: 'Watch',
  } satisfies Record<SnippetAction, string>,
  noActions: 'With none, the widget is a card whose Buy opens the ticket on Momento.',
  look: 'Look',
  mode: 'Colours',
  modeLabels: { light: 'Light', dark: 'Dark' } satisfies Record<SnippetMode, string>,
  ownAccent: 'Own accent colour',
  accent: 'Accent colour',
  radius: 'Corners',
  font: 'Font',
  themeDefault: 'As Momento’s',
  radiusLabels: { square: 'Square', slightlyRounded: 'Slightly rounded', rounded: 'Rounded' },
  fontLabels: { sans: 'System sans-serif', serif: 'Serif', monospace: 'Monospace' },
  preview: 'Preview',
  previewFrame: 'Preview of the widget',
  previewNote: 'The preview runs the snippet below, as your page will.',
  needsTicket: 'Choose a ticket to see the preview and the snippet.',
  needsSeller: 'Choose a seller to see the preview and the snippet.',
  snippet: 'Snippet',
  copy: 'Copy snippet',
  copied: 'Copied',
  copyByHand: 'The snippet is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  noListings: 'You have no tickets for sale yet. List one in My Tickets, then come back to embed it.',
  notSeller: 'Only sellers can embed their listings on their own site. Register as a seller first:',
  becomeSeller: 'Become a seller',
  partnerMissing: 'This partner does not exist (it may have been removed).',
} as const;

type Labels = Pick<typeof embedSnippetTexts, 'themeDefault' | 'radiusLabels' | 'fontLabels'>;

/** The corners the builder offers (`data-radius`) with their labels in `t`'s language; '' keeps the theme's. */
export const radiusChoices = (t: Labels) =>
  [
    { value: '', label: t.themeDefault },
    { value: '0px', label: t.radiusLabels.square },
    { value: '4px', label: t.radiusLabels.slightlyRounded },
    { value: '12px', label: t.radiusLabels.rounded },
  ] as const;

/** The fonts the builder offers (`data-font`) with their labels in `t`'s language; '' keeps the theme's. */
export const fontChoices = (t: Labels) =>
  [
    { value: '', label: t.themeDefault },
    { value: 'system-ui, sans-serif', label: t.fontLabels.sans },
    { value: 'Georgia, "Times New Roman", serif', label: t.fontLabels.serif },
    { value: 'ui-monospace, Menlo, Consolas, monospace', label: t.fontLabels.monospace },
  ] as const;

/** How many tickets the builder offers (`data-limit`; the embed shows 6 when it is left out). */
export const limitChoices = [3, 6, 9, 12] as const;
