import { vars } from '@momento/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '800px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const title = style({
  margin: `0 0 ${vars.space.large}`,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
});

export const content = style({});

// The content is server HTML (sanitised): style its elements from here.
globalStyle(`${content} h2, ${content} h3`, {
  fontFamily: vars.font.family.heading,
  margin: `${vars.space.xlarge} 0 ${vars.space.small}`,
});
globalStyle(`${content} a`, { color: vars.color.link });
globalStyle(`${content} p, ${content} ul, ${content} ol`, { margin: `0 0 ${vars.space.medium}` });

export const empty = style({ color: vars.color.textMuted });
