import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { Header } from './Header.tsx';

// As AccountMenuSlot.test.tsx: the avatar menu's code is held until the test lets it arrive, or fails to load.
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

describe('the avatar button when its menu fails to load', () => {
  it('says so after a press and keeps focus on the avatar; the next press loads the menu and opens it', async () => {
    renderShell(server, <Header location="/genre" />, { signedInAs: MOCK_BUYER_EMAIL });
    const avatar = await screen.findByRole('button', { name: t.accountMenu });
    for (let step = 0; step < 20 && document.activeElement !== avatar; step += 1) await userEvent.tab();
    expect(avatar).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');

    menuCode.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.accountMenuNotLoaded);
    expect(avatar).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: t.accountMenu })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    menuCode.release();
    const drawer = await screen.findByRole('dialog', { name: t.accountMenu });
    expect(drawer).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
