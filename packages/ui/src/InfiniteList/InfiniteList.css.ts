import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.medium });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  selectors: {
    '&[data-virtual]': { display: 'block', position: 'relative' },
  },
});

export const virtualRow = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: vars.space.small,
});

export const sentinel = style({ height: '1px' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});
