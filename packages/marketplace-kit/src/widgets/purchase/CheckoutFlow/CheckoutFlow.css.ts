import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const formGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    // Two columns of fields from the spec's tablet breakpoint (600 px).
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const sectionSummary = style({
  cursor: 'pointer',
  padding: vars.space.large,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' }, // the theme's focus ring width
  },
});

// The heading inside <summary> keeps the summary's inline layout (marker and title on one line).
export const sectionTitle = style({
  display: 'inline',
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const sectionBody = style({ paddingInline: vars.space.large, paddingBottom: vars.space.large });

export const savedAddress = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const placing = style({ margin: 0, color: vars.color.textMuted, textAlign: 'end' });
