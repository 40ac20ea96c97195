import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@momento/ui';

/** Two columns from the tablet breakpoint on (teams and artists in two columns). */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
  },
});
