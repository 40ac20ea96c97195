// Styles shared by the browsing widgets: page headings and the ticket field lists.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const pageHeading = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const gridList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  // Cards need about 240 px to show an image and three lines of text; the grid fills the row with as many.
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const filterGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  // Filter fields are narrow; 180 px keeps labels like 'Face price' on one line.
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  alignItems: 'end',
});
