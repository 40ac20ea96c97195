import { mediaQueries, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const profile = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const avatarColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
});

export const avatar = style({
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  minWidth: 0,
  flex: '1 1 200px',
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** Contact and billing side by side from medium screens up. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const address = style({
  fontStyle: 'normal',
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const addressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const addressChoice = style({ flex: '1 1 200px', minWidth: 0 });

export const dialogForm = style({ minWidth: 0 });

export const preview = style({
  display: 'block',
  // The preview shows the picture at the size the profile uses (200 px avatar).
  width: '200px',
  height: '200px',
  maxWidth: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.full,
  marginInline: 'auto',
});
