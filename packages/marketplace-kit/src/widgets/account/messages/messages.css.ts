import { vars } from '@momento/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The rooms list: 400 px. */
export const roomsArea = style({
  height: '400px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
});

globalStyle(`${roomsArea} ul`, { gap: vars.space.xsmall });

export const room = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const roomText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const roomName = style({
  fontWeight: vars.font.weight.bold,
  selectors: { '[data-unread] &': { color: vars.color.accent } },
});

export const lastMessage = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The chat: 330 px, newest at the bottom. */
export const chatArea = style({
  height: '330px',
  overflowY: 'auto',
  // The browser's own scroll anchoring would fight the position kept by hand when older messages are prepended.
  overflowAnchor: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const messageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const message = style({
  maxWidth: '80%',
  alignSelf: 'flex-start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-own]': { alignSelf: 'flex-end', background: vars.tone.info.background } },
});

export const messageMeta = style({
  display: 'block',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const centeredText = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const reportCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const dialogForm = style({ minWidth: 'min(28rem, 80vw)' });

/** The unread marker: a dot in the accent colour (its text is read from the room's name). */
export const unreadDot = style({
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
