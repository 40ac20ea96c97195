import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildUser } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { VerifyEmail } from './VerifyEmail.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pending = {
  user: buildUser({ id: 50, mail: 'new@example.com', is_email_verified: 0 }),
  password: 'secret',
  verificationKey: 'key-50',
};

describe('VerifyEmail', () => {
  it("verifies the link's e-mail and key and shows the success text with 'Back to home'", async () => {
    const { container, api } = renderShell(
      server,
      <VerifyEmail email="new@example.com" verificationKey="key-50" />,
      {
        arrange: (mock) => mock.db.accounts.push({ ...pending }),
      },
    );
    expect(await screen.findByRole('heading', { name: t.verified })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToHome })).toHaveAttribute('href', '/');
    expect(api.db.accounts.find((account) => account.user.id === 50)?.user.is_email_verified).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'Email verification failed' for a wrong key", async () => {
    renderShell(server, <VerifyEmail email="new@example.com" verificationKey="wrong" />, {
      arrange: (mock) => mock.db.accounts.push({ ...pending }),
    });
    expect(await screen.findByRole('heading', { name: t.verificationFailed })).toBeInTheDocument();
  });

  it('fails at once for a link without its parameters', () => {
    renderShell(server, <VerifyEmail email={null} verificationKey={null} />);
    expect(screen.getByRole('heading', { name: t.verificationFailed })).toBeInTheDocument();
  });
});
