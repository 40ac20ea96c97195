import { vars } from '@momento/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A page that is one form (Become a seller, Delete account). */
export const formPage = style({
  // A form reads best at about 60 characters; the account frame gives the rest of the width to nothing.
  maxWidth: '560px',
  color: vars.color.text,
});

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

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
