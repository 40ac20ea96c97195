import { mediaQueries, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '800px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
});

export const title = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge });

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  alignItems: 'flex-start',
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row' } },
});

export const avatar = style({ borderRadius: vars.radius.full, objectFit: 'cover' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
