import { vars } from '@momento/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  // A form reads best at about 60 characters; the account frame gives the rest of the width to nothing.
  maxWidth: '560px',
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
});

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const muted = style([text, { color: vars.color.textMuted }]);

/** The agreement: server HTML (sanitised), styled from here. */
export const richText = style({
  // The dialog scrolls its body; long policies stay readable without pushing the buttons away.
  maxHeight: '50vh',
  overflowY: 'auto',
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
});
globalStyle(`${richText} h2, ${richText} h3`, {
  fontFamily: vars.font.family.heading,
  margin: `${vars.space.large} 0 ${vars.space.small}`,
});
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { margin: `0 0 ${vars.space.medium}` });
globalStyle(`${richText} a`, { color: vars.color.link });
