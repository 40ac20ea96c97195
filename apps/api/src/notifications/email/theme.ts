/**
 * The marketplace's light theme tokens as e-mail needs them: plain values for inline styles (mail clients ignore CSS
 * variables and style sheets). The values are the light theme of @momento/ui (`lightTokens`); the API may not import
 * the UI package, so the repository-level `test/email-theme.test.ts` compares the two and fails when they drift.
 */
export const emailTheme = {
  color: {
    background: '#f7f8fa',
    surface: '#ffffff',
    text: '#1b1f24',
    textMuted: '#545d68',
    textOnAccent: '#ffffff',
    border: '#d3d9e0',
    accent: '#00796b',
    link: '#00695c',
  },
  radius: { medium: '8px' },
  space: { small: '8px', medium: '12px', large: '16px', xlarge: '24px', xxlarge: '32px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    size: { small: '0.875rem', medium: '1rem', xlarge: '1.5rem' },
    weight: { bold: '700' },
    lineHeight: { normal: '1.5' },
  },
} as const;
