import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  border: `2px dashed ${vars.color.borderStrong}`, // dashed 2 px: the common "drop here" affordance
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.surfaceSunken },
    '&[data-invalid]': { borderColor: vars.tone.danger.border },
    '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.font.size.small });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`, // hairline
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, flexShrink: 0 });
