import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The reset is scoped to a root class instead of `html`/`body`, so the same rules work on a page
 * (the site puts the class on its root element) and inside a shadow root (the embed puts it on the
 * element it renders into) without touching the host page.
 */
export const resetRoot = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textSizeAdjust: '100%',
});

globalStyle(`${resetRoot}, ${resetRoot} *, ${resetRoot} *::before, ${resetRoot} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(
  `${resetRoot} :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)`,
  { margin: 0 },
);
globalStyle(`${resetRoot} :where(ul, ol)[role="list"]`, { listStyle: 'none', padding: 0 });
globalStyle(`${resetRoot} :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${resetRoot} :where(img, picture, video, svg)`, { display: 'block', maxWidth: '100%' });
globalStyle(`${resetRoot} :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});
globalStyle(`${resetRoot} :where(a)`, { color: vars.color.link });
globalStyle(`${resetRoot} :where(:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
