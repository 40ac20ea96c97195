import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  selectors: {
    // A line whose 15-minute reservation ran out is dimmed until the server drops it.
    '&[data-expired="true"]': { opacity: 0.7 },
  },
});

export const summary = style({
  '@media': {
    // Keeps the pricing card in view beside long carts on desktop (the spec's 1000 px breakpoint).
    'screen and (min-width: 1000px)': { position: 'sticky', top: vars.space.large },
  },
});
