import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@momento/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: {
      // 'Operator console' and 'Deliveries' fit in ~180 px at the body size; the page takes the rest.
      gridTemplateColumns: '180px minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em', // small caps read better slightly spaced
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.small,
});

/** Small screens: the entries wrap in rows above the page; from medium screens up they stack in a left column. */
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
});

export const page = style({
  minWidth: 0,
});
