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

// Every rule below has zero specificity (`:where(...)`): a component's class always wins, whatever order the
// bundler puts the style sheets in (author rules beat the browser's own styles at any specificity).
globalStyle(
  `:where(${resetRoot}), :where(${resetRoot}) *, :where(${resetRoot}) *::before, :where(${resetRoot}) *::after`,
  {
    boxSizing: 'border-box',
  },
);

globalStyle(`:where(${resetRoot}) :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)`, {
  margin: 0,
});
globalStyle(`:where(${resetRoot}) :where(ul, ol)[role="list"]`, { listStyle: 'none', padding: 0 });
globalStyle(`:where(${resetRoot}) :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`:where(${resetRoot}) :where(img, picture, video, svg)`, { display: 'block', maxWidth: '100%' });
globalStyle(`:where(${resetRoot}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});
globalStyle(`:where(${resetRoot}) :where(a)`, { color: vars.color.link });
globalStyle(`:where(${resetRoot}) :where(:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
