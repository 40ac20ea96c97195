import { mediaQueries, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
