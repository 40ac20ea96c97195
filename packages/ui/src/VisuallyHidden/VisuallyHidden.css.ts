import { style } from '@vanilla-extract/css';

// The standard visually-hidden recipe: raw values are the technique itself (1px box, clipped), not design choices.
export const root = style({
  // Not inline: accessible-name algorithms then separate the hidden text from its neighbours with a space
  // ("Venue website (opens in a new tab)", not "Venue website(opens in a new tab)").
  display: 'inline-block',
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
  selectors: {
    '&[data-focusable]:focus, &[data-focusable]:focus-within': {
      clip: 'auto',
      clipPath: 'none',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      position: 'static',
      whiteSpace: 'normal',
      width: 'auto',
    },
  },
});
