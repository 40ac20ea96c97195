import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

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
