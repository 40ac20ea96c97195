import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { validationTexts } from '#texts.ts';
import { MOCK_PASSWORD } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { SiteGate } from './SiteGate.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const site = (
  <SiteGate>
    <p>The site</p>
  </SiteGate>
);

describe('SiteGate', () => {
  it('shows the site login form first and hides the site, without axe violations', async () => {
    const { container } = renderShell(server, site, { gatePassed: false });
    expect(await screen.findByRole('heading', { name: t.gateTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(t.email)).toBeInTheDocument();
    expect(screen.getByLabelText(t.password)).toBeInTheDocument();
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('validates like the login form: email required and valid, password required', async () => {
    renderShell(server, site, { gatePassed: false });
    await userEvent.click(await screen.findByRole('button', { name: t.login }));
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(validationTexts.emailRequired);
    await userEvent.type(screen.getByLabelText(t.email), 'preview@momento.example');
    await userEvent.click(screen.getByRole('button', { name: t.login }));
    expect(screen.getByLabelText(t.password)).toHaveAccessibleDescription(validationTexts.passwordRequired);
  });

  it('moves idle -> inProgress -> error on wrong credentials and shows the server message', async () => {
    const { siteGate } = renderShell(server, site, { gatePassed: false });
    expect(siteGate.getSnapshot().status).toBe('idle');
    await userEvent.type(await screen.findByLabelText(t.email), 'preview@momento.example');
    await userEvent.type(screen.getByLabelText(t.password), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() => expect(siteGate.getSnapshot().status).toBe('error'));
    expect(screen.getAllByText('Invalid email or password.').length).toBeGreaterThan(0);
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
  });

  it('opens the site with its own tokens on success, separate from the user session', async () => {
    const { siteGate, session, api } = renderShell(server, site, { gatePassed: false });
    await userEvent.type(await screen.findByLabelText(t.email), api.db.gate.email);
    await userEvent.type(screen.getByLabelText(t.password), MOCK_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByText('The site')).toBeInTheDocument();
    expect(siteGate.getSnapshot()).toMatchObject({ status: 'success', hasRefreshToken: true });
    expect(session.getSnapshot().status).toBe('loggedOut');
  });

  it('shows the site at once when the gate was passed', () => {
    renderShell(server, site);
    expect(screen.getByText('The site')).toBeInTheDocument();
  });
});
