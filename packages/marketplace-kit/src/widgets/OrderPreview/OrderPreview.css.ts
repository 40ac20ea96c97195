import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const outcome = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  selectors: {
    '&[data-tone="success"]': { background: vars.tone.success.background, color: vars.tone.success.foreground },
    '&[data-tone="danger"]': { background: vars.tone.danger.background, color: vars.tone.danger.foreground },
  },
});

export const testPayment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px dashed ${vars.tone.warning.border}`,
  borderRadius: vars.radius.medium,
  background: vars.tone.warning.background,
  color: vars.tone.warning.foreground,
});

export const sellerGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
