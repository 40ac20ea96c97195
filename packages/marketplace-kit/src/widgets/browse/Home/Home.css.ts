import { mediaQueries, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  maxWidth: '1200px',
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'flex-start',
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.accentActive,
  color: vars.color.textOnAccent,
});

export const bannerTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.font.size.xxlarge } },
});

export const bannerText = style({ margin: 0, maxWidth: '60ch', lineHeight: vars.font.lineHeight.normal });

export const bannerLink = style({
  color: vars.color.textOnAccent,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.textOnAccent}`, outlineOffset: vars.space.xxsmall },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  color: vars.color.text,
});

export const sell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'flex-start',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
