import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em', // keeps the underline clear of descenders
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentHover, textDecorationThickness: '2px' },
    '&[data-variant="standalone"]': { textDecoration: 'none', fontWeight: vars.font.weight.medium },
    '&[data-variant="standalone"]:hover': { textDecoration: 'underline' },
    '&[data-tone="neutral"]': { color: vars.color.text },
    '&[data-tone="danger"]': { color: vars.tone.danger.foreground },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold },
  },
});

/** Keyboard focus ring for every link, including links that look like buttons. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' }, // focus ring width
  },
});
