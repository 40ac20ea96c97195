import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';
import { publicThemeVariables } from './options.ts';

// Theme bridge. The ui theme class (on the provider's root) declares every `--momento-*` property, which would hide
// the values a partner sets on the placeholder. So the host's values are copied to `--momento-embed-in-*` on :host
// (invalid, hence absent, when the partner set nothing), the theme's values to `--momento-embed-default-*` on the
// provider root, and the widget's own wrapper takes the partner's value, else the theme's.
const bare = (name: string) => name.slice('--momento-'.length);
const hostBridge = Object.fromEntries(
  publicThemeVariables.map((name) => [`--momento-embed-in-${bare(name)}`, `var(${name})`]),
);
const themeDefaults = Object.fromEntries(
  publicThemeVariables.map((name) => [`--momento-embed-default-${bare(name)}`, `var(${name})`]),
);
const themed = Object.fromEntries(
  publicThemeVariables.map((name) => [
    name,
    `var(--momento-embed-in-${bare(name)}, var(--momento-embed-default-${bare(name)}))`,
  ]),
);

// `all: initial` drops whatever the host page lets the placeholder inherit (fonts, colours, letter-spacing, ...);
// the host's rules on the placeholder itself still win over :host, which only affects its outer box.
// display is !important: a host rule such as `* { all: unset }` would otherwise make the placeholder inline.
globalStyle(':host', { all: 'initial', display: 'block !important', vars: hostBridge });
globalStyle(':host([hidden])', { display: 'none !important' });

/** The element React renders into: a clean slate inside the shadow root. */
export const mountPoint = style({ all: 'initial', display: 'block' });

/** Added to the MarketplaceProvider's root (which carries the theme class). */
export const providerRoot = style({ vars: themeDefaults, backgroundColor: 'transparent' });

/** The widget's wrapper (`part="root"`): the partner's theme values, and the text settings the reset set above. */
export const root = style({
  vars: themed,
  display: 'block',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  textAlign: 'start',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
});
globalStyle(`${root} :where(h2, h3)`, { fontFamily: vars.font.family.heading });

export const card = style({
  display: 'grid',
  // A thumbnail beside the text on phones too: stacking would make the card taller than the space reserved for it.
  gridTemplateColumns: '112px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.large,
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  '@media': {
    // Side by side from a tablet width up (ui's 600 px breakpoint), as a container would be too new a baseline.
    'screen and (min-width: 600px)': { gridTemplateColumns: '240px minmax(0, 1fr)' },
  },
});

export const media = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  // Eyebrow labels read better slightly spaced; 0.04em is the ui Badge's spacing.
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const meta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const price = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.small,
});

/** One row that scrolls sideways: the widget's height does not depend on the page width (no layout shift). */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // Fixed-width cards (readable from about 220 px): flexible tracks would resize as the images load (a layout
  // shift); the row scrolls when the cards do not fit.
  gridAutoColumns: '240px',
  gap: vars.space.medium,
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
});

export const listings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const message = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const loading = style([message, { minHeight: 'inherit' }]);

/** The buyer's offer on the ticket (signed in): its state and what can be done with it. */
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

/** A line under the actions: signing in, a blocked window, an ended session. */
export const notice = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/**
 * The action buttons: plain buttons styled here rather than the ui Button, whose press and hover machinery would
 * weigh on every widget's first paint for buttons that only ever need a click.
 */
export const actionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.large}`,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent,
  backgroundColor: 'transparent',
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accentHover, color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const actionButtonSolid = style({
  color: vars.color.textOnAccent,
  backgroundColor: vars.color.accent,
  selectors: {
    '&:hover:not(:disabled)': {
      color: vars.color.textOnAccent,
      backgroundColor: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
  },
});
