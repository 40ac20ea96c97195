/**
 * Design tokens: the one typed source for every theme. The theme contract (`vars`) is derived from the
 * shape of `lightTokens`, so a token missing from a theme is a type error and a failing test.
 */

/** Breakpoints from the spec (carousel: 1 item under 600 px, 2 at 600 px, 3 at 1000 px). */
export const breakpoints = { tablet: 600, desktop: 1000 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;
export type Space = keyof typeof space;

type ToneColors = {
  /** Text and icons of the tone on a neutral surface. */
  foreground: string;
  /** Tinted background of badges, alerts and toasts. */
  background: string;
  /** Borders and strong fills (solid buttons). */
  border: string;
};

// Types, not interfaces: vanilla-extract's token maps need the implicit index signature of a type alias.
export type ThemeTokens = {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    text: string;
    textMuted: string;
    textOnAccent: string;
    border: string;
    borderStrong: string;
    focusRing: string;
    accent: string;
    accentHover: string;
    accentActive: string;
    /** Rating stars: grey by default, teal when active. */
    starInactive: string;
    starActive: string;
    overlay: string;
    link: string;
  };
  tone: Record<Tone, ToneColors>;
  space: Record<Space, string>;
  radius: { none: string; small: string; medium: string; large: string; full: string };
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xsmall: string; small: string; medium: string; large: string; xlarge: string; xxlarge: string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: { tight: string; normal: string; relaxed: string };
  };
  shadow: { small: string; medium: string; large: string };
  zIndex: {
    base: string;
    dropdown: string;
    sticky: string;
    overlay: string;
    modal: string;
    popover: string;
    toast: string;
  };
  duration: { fast: string; normal: string };
};

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const shared = {
  space,
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    family: {
      body: fontStack,
      heading: fontStack,
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    size: {
      xsmall: '0.75rem',
      small: '0.875rem',
      medium: '1rem',
      large: '1.25rem',
      xlarge: '1.5rem',
      xxlarge: '2rem',
    },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  },
  // Layers in the order they stack; toasts sit above modals so a notice stays visible over a dialog.
  zIndex: {
    base: '0',
    dropdown: '100',
    sticky: '200',
    overlay: '300',
    modal: '400',
    popover: '500',
    toast: '600',
  },
  duration: { fast: '120ms', normal: '200ms' },
} satisfies Pick<ThemeTokens, 'space' | 'radius' | 'font' | 'zIndex' | 'duration'>;

export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f7f8fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f4',
    text: '#1b1f24',
    textMuted: '#545d68',
    textOnAccent: '#ffffff',
    border: '#d3d9e0',
    borderStrong: '#8a96a3',
    focusRing: '#1f5fd1',
    accent: '#00796b',
    accentHover: '#00695c',
    accentActive: '#004d40',
    starInactive: '#b0b7bf',
    starActive: '#009688',
    overlay: 'rgba(15, 20, 25, 0.55)',
    link: '#00695c',
  },
  tone: {
    neutral: { foreground: '#3d4550', background: '#eef1f4', border: '#8a96a3' },
    info: { foreground: '#0b4f9c', background: '#e6f0fc', border: '#1f6fd1' },
    success: { foreground: '#1d6b35', background: '#e7f5ec', border: '#2e8b4a' },
    warning: { foreground: '#7a4b00', background: '#fff4e0', border: '#c77c02' },
    danger: { foreground: '#a1232b', background: '#fdecee', border: '#d13a44' },
  },
  shadow: {
    small: '0 1px 2px rgba(15, 20, 25, 0.08)',
    medium: '0 4px 12px rgba(15, 20, 25, 0.12)',
    large: '0 12px 32px rgba(15, 20, 25, 0.18)',
  },
};

export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#111418',
    surface: '#1a1f25',
    surfaceRaised: '#232a32',
    surfaceSunken: '#0c0f12',
    text: '#eef1f4',
    textMuted: '#a9b3be',
    textOnAccent: '#06201c',
    border: '#36404b',
    borderStrong: '#6b7785',
    focusRing: '#7fb0ff',
    accent: '#4db6ac',
    accentHover: '#80cbc4',
    accentActive: '#b2dfdb',
    starInactive: '#5c6670',
    starActive: '#4db6ac',
    overlay: 'rgba(0, 0, 0, 0.7)',
    link: '#80cbc4',
  },
  tone: {
    neutral: { foreground: '#d3d9e0', background: '#2a323b', border: '#6b7785' },
    info: { foreground: '#9cc4ff', background: '#15273f', border: '#4d8fe6' },
    success: { foreground: '#8fdca7', background: '#13301d', border: '#3fa360' },
    warning: { foreground: '#ffd08a', background: '#3a2a0c', border: '#d99a2b' },
    danger: { foreground: '#ffadb2', background: '#3d171b', border: '#e0606a' },
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    large: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export const themeTokens: Record<ThemeName, ThemeTokens> = { light: lightTokens, dark: darkTokens };

/** Media queries for the spec's breakpoints, for use in `.css.ts` files. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
