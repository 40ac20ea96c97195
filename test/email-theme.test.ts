// The e-mail theme of the API copies the UI's light tokens as plain values (mail clients ignore CSS variables), and
// the API may not import the UI package. This check sits above both packages and fails when the two drift apart.
import { describe, expect, it } from 'vitest';
import { emailTheme } from '../apps/api/src/notifications/email/theme.ts';
import { lightTokens } from '../packages/ui/src/theme/tokens.ts';

describe('the notification e-mail theme', () => {
  it('uses the light theme tokens of the UI package', () => {
    for (const [name, value] of Object.entries(emailTheme.color))
      expect(value, name).toBe(lightTokens.color[name as keyof typeof lightTokens.color]);
    expect(emailTheme.font.family).toBe(lightTokens.font.family.body);
    expect(emailTheme.radius.medium).toBe(lightTokens.radius.medium);
  });
});
