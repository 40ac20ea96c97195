import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../../../test/axe.ts';
import { MOCK_BUYER_EMAIL } from '../../../../mocks/index.ts';
import { renderShell } from '../../../shell/AppShell/shellTesting.tsx';
import { shellTexts as t } from '../../../shell/AppShell/texts.ts';
import { AccountProfile } from './AccountProfile.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AccountProfile', () => {
  it("shows the user's name, e-mail and phone from the user call, without axe violations", async () => {
    const { container } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) => {
        const account = api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL);
        if (account) account.user = { ...account.user, mobile_no: '+44 20 7946 0000' };
      },
    });
    expect(screen.getByRole('heading', { name: t.profileTitle })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(MOCK_BUYER_EMAIL)).toBeInTheDocument();
    // The session's copy first, then the server's answer.
    expect(await screen.findByText('+44 20 7946 0000')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'Not given' for a user without a phone number", async () => {
    renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) => {
        const account = api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL);
        if (account) account.user = { ...account.user, mobile_no: null };
      },
    });
    expect(await screen.findByText(t.notGiven)).toBeInTheDocument();
  });
});
