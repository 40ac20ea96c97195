import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  marginRight: `calc(-1 * ${vars.space.medium})`, // reaches the box edge through its padding
  borderLeft: `1px solid ${vars.color.border}`, // hairline
});

export const stepButton = style({
  flex: 1,
  width: vars.space.xxlarge,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.font.size.xsmall,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
