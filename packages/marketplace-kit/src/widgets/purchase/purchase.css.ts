// Styles shared by the purchase widgets (cart, checkout, order preview): line items, price tables, badges of the
// line type and address blocks.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    // The spec's desktop breakpoint (1000 px): lines beside the pricing card.
    'screen and (min-width: 1000px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const lineHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  justifyContent: 'space-between',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const thumb = style({
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  flexShrink: 0,
});

export const productName = style({ flex: 1, minWidth: 0, color: vars.color.text });
export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const priceTable = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  rowGap: vars.space.small,
  margin: 0,
});

// The <div> groups a dt/dd pair (valid HTML) without taking part in the grid.
export const priceRow = style({ display: 'contents' });
export const priceValue = style([amount, { margin: 0, textAlign: 'end' }]);

export const priceTotal = style({
  fontWeight: vars.font.weight.bold,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.small,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const expired = style({
  margin: 0,
  color: vars.tone.danger.foreground,
  fontSize: vars.font.size.small,
});

export const addressText = style({
  fontStyle: 'normal',
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const addressColumns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    // Billing and shipping side by side from the spec's tablet breakpoint (600 px).
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
