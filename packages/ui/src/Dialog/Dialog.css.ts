import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { mediaQueries } from '../theme/tokens.ts';

export const underlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
});

export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  overflow: 'hidden',
  selectors: {
    // Widths of the three dialog sizes; content columns read comfortably at these measures.
    '&[data-size="small"]': { maxWidth: '24rem' },
    '&[data-size="medium"]': { maxWidth: '36rem' },
    '&[data-size="large"]': { maxWidth: '60rem' },
    '&[data-size="fullscreen"]': { maxWidth: 'none', height: '100%' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} 0`,
  '@media': { [mediaQueries.tablet]: { padding: `${vars.space.xlarge} ${vars.space.xlarge} 0` } },
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  paddingTop: vars.space.xsmall,
});

export const body = style({
  padding: vars.space.large,
  overflowY: 'auto',
  '@media': { [mediaQueries.tablet]: { padding: vars.space.xlarge } },
});
