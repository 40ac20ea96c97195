import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from '../Header/Header.tsx';
import { renderShell } from './shellTesting.tsx';
import { shellTexts as t } from './texts.ts';

// The login dialog's code is held until the test lets it arrive, or fails to load as it does offline.
const loginCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('../LoginDialog/LoginDialog.tsx', async (importOriginal) => {
  await loginCode.arrived;
  return importOriginal();
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => vi.dynamicImportSettled());

describe('the login dialog when its code fails to load', () => {
  it('says so and keeps the page and the focus on Login; the next press loads the dialog and opens it', async () => {
    renderShell(server, <Header location="/genre" />);
    const login = screen.getByRole('button', { name: t.login });
    for (let step = 0; step < 20 && document.activeElement !== login; step += 1) await userEvent.tab();
    expect(login).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    loginCode.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.dialogNotLoaded);
    expect(screen.queryByRole('dialog', { name: t.loginTitle })).not.toBeInTheDocument();
    expect(login).toBeInTheDocument();
    expect(login).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    loginCode.release();
    const dialog = await screen.findByRole('dialog', { name: t.loginTitle });
    expect(dialog).toContainElement(screen.getByLabelText('Email', { exact: true }));
  });
});
