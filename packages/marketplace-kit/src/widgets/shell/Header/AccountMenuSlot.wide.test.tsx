import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { Header } from './Header.tsx';

// As AccountMenuSlot.test.tsx, on a wide screen (the dropdown menu): the menu's code is held until the test lets it in.
const menuCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./AccountMenu.tsx', async (importOriginal) => {
  await menuCode.arrived;
  return importOriginal();
});

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('min-width') });
});
afterAll(() => server.close());
// The shell loads its dialogs' code on first render: let it arrive before the file's environment is torn down.
afterEach(() => vi.dynamicImportSettled());

describe('the avatar button on a wide screen before its menu has loaded', () => {
  it('opens the dropdown with My Profile and LogOut once it arrives, after a click made meanwhile', async () => {
    renderShell(server, <Header location="/genre" />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: t.accountMenu }));
    expect(screen.queryByRole('menu', { name: t.accountMenu })).not.toBeInTheDocument();

    menuCode.release();
    const menu = await screen.findByRole('menu', { name: t.accountMenu });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t.myProfile, t.logOut]);
  });
});
