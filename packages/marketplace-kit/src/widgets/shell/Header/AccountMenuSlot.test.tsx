import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { Header } from './Header.tsx';

// The avatar menu's code is held until the test lets it arrive: what a visitor does on the avatar meanwhile.
const menuCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./AccountMenu.tsx', async (importOriginal) => {
  await menuCode.arrived;
  return importOriginal();
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
// The shell loads its dialogs' code on first render: let it arrive before the file's environment is torn down.
afterEach(() => vi.dynamicImportSettled());

describe('the avatar button before its menu has loaded', () => {
  it('keeps the keyboard focus and a press made meanwhile: the side menu opens once it arrives, and closes back onto the avatar', async () => {
    renderShell(server, <Header location="/genre" />, { signedInAs: MOCK_BUYER_EMAIL });
    const avatar = await screen.findByRole('button', { name: t.accountMenu });
    for (let step = 0; step < 20 && document.activeElement !== avatar; step += 1) await userEvent.tab();
    expect(avatar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: t.accountMenu })).not.toBeInTheDocument();

    menuCode.release();
    const drawer = await screen.findByRole('dialog', { name: t.accountMenu });
    expect(drawer).toHaveTextContent('Ada Lovelace');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.accountMenu })).not.toBeInTheDocument(),
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: t.accountMenu })).toHaveFocus());
  });
});
