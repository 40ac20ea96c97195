import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  selectors: {
    // A line whose 15-minute reservation ran out gets a danger edge (dimming would fail text contrast).
    '&[data-expired="true"]': {
      borderInlineStart: `${vars.space.xsmall} solid ${vars.tone.danger.border}`,
      paddingInlineStart: vars.space.medium,
    },
  },
});

export const summary = style({
  '@media': {
    // Keeps the pricing card in view beside long carts on desktop (the spec's 1000 px breakpoint).
    'screen and (min-width: 1000px)': { position: 'sticky', top: vars.space.large },
  },
});
