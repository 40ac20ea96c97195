import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_REFUSALS } from '@momento/contract/routes';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts, adminSharedTexts } from '../adminTexts.ts';
import { withEmptyAdmin } from '../adminScenarios.ts';
import { partnersTexts as t } from './partnersTexts.ts';
import { AdminPartners } from './AdminPartners.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: t.listLabel });
  const header = await within(table).findByRole('rowheader', { name: new RegExp(name) });
  return within(header.closest('tr') as HTMLElement);
};

describe('AdminPartners', () => {
  it('lists each partner with its contact, origins, status and the day it was added, and passes axe', async () => {
    const { container } = renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL });
    const riverside = await rowOf('Riverside Arena');
    expect(riverside.getByText('tickets@riverside.example')).toBeInTheDocument();
    expect(riverside.getByRole('list', { name: `${t.origins}: Riverside Arena` })).toHaveTextContent(
      'https://riverside.example',
    );
    expect(riverside.getByText('https://shop.riverside.example')).toBeInTheDocument();
    expect(riverside.getByText('Active')).toBeInTheDocument();
    expect(riverside.getByRole('button', { name: t.pauseLabel('Riverside Arena') })).toBeInTheDocument();
    const harbor = await rowOf('Harbor Stadium');
    expect(harbor.getByText(t.noContact)).toBeInTheDocument();
    expect(harbor.getByText('Paused')).toBeInTheDocument();
    expect(harbor.getByRole('button', { name: t.resumeLabel('Harbor Stadium') })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds a partner from the form, origins one a line, and lists it first', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL });
    await user.click(await screen.findByRole('button', { name: t.add }));
    const dialog = within(await screen.findByRole('dialog', { name: t.addTitle }));
    await user.type(dialog.getByRole('textbox', { name: t.name }), 'Lakeside Hall');
    await user.type(dialog.getByRole('textbox', { name: t.contact }), 'box@lakeside.example');
    await user.type(
      dialog.getByRole('textbox', { name: t.origins }),
      'https://lakeside.example{Enter}{Enter}  https://shop.lakeside.example  ',
    );
    await user.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.added_('Lakeside Hall'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.addTitle })).toBeNull();
    const lakeside = await rowOf('Lakeside Hall');
    expect(lakeside.getByText('https://shop.lakeside.example')).toBeInTheDocument();
    expect(api.db.admin.partners[0]).toMatchObject({
      name: 'Lakeside Hall',
      contact_email: 'box@lakeside.example',
      origins: ['https://lakeside.example', 'https://shop.lakeside.example'],
    });
    expect(api.db.admin.audit[0]).toMatchObject({ action: 'PARTNER_CREATE', item_kind: 'partner' });
  });

  it('checks the form with the contract’s rules before sending, focusing the first wrong field', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL });
    await user.click(await screen.findByRole('button', { name: t.add }));
    const dialog = within(await screen.findByRole('dialog', { name: t.addTitle }));
    await user.type(dialog.getByRole('textbox', { name: t.origins }), 'https://lakeside.example/');
    await user.click(dialog.getByRole('button', { name: t.save }));
    const name = dialog.getByRole('textbox', { name: t.name });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(PARTNER_REFUSALS.nameRequired);
    expect(dialog.getByRole('textbox', { name: t.origins })).toHaveAccessibleDescription(
      expect.stringContaining(PARTNER_REFUSALS.notExact('https://lakeside.example/')),
    );
    expect(api.db.admin.partners).toHaveLength(2);
  });

  it('keeps what was typed and shows the server’s refusal when another partner has the origin', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL });
    await user.click(await screen.findByRole('button', { name: t.add }));
    const dialog = within(await screen.findByRole('dialog', { name: t.addTitle }));
    await user.type(dialog.getByRole('textbox', { name: t.name }), 'Copycat');
    await user.type(dialog.getByRole('textbox', { name: t.origins }), 'https://riverside.example');
    await user.click(dialog.getByRole('button', { name: t.save }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      PARTNER_REFUSALS.taken('https://riverside.example', 'Riverside Arena'),
    );
    expect(dialog.getByRole('textbox', { name: t.name })).toHaveValue('Copycat');
    expect(dialog.getByRole('textbox', { name: t.origins })).toHaveValue('https://riverside.example');
    expect(api.db.admin.partners.map((p) => p.name)).not.toContain('Copycat');
  });

  it('pauses and resumes a partner', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL });
    await user.click(
      (await rowOf('Riverside Arena')).getByRole('button', { name: t.pauseLabel('Riverside Arena') }),
    );
    expect(await screen.findByText(t.paused('Riverside Arena'))).toBeInTheDocument();
    const resume = await (
      await rowOf('Riverside Arena')
    ).findByRole('button', { name: t.resumeLabel('Riverside Arena') });
    expect(api.db.admin.partners.find((p) => p.name === 'Riverside Arena')?.status).toBe('PAUSED');
    await user.click(resume);
    expect(await screen.findByText(t.resumed('Riverside Arena'))).toBeInTheDocument();
    expect(api.db.admin.audit.slice(0, 2).map((entry) => entry.action)).toEqual([
      'PARTNER_RESUME',
      'PARTNER_PAUSE',
    ]);
  });

  it('removes a partner only after the confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL });
    await user.click(
      (await rowOf('Harbor Stadium')).getByRole('button', { name: t.removeLabel('Harbor Stadium') }),
    );
    const cancel = await screen.findByRole('alertdialog', { name: t.removeTitle('Harbor Stadium') });
    await user.click(within(cancel).getByRole('button', { name: adminSharedTexts.cancel }));
    expect(api.db.admin.partners.map((p) => p.name)).toContain('Harbor Stadium');
    await user.click(
      (await rowOf('Harbor Stadium')).getByRole('button', { name: t.removeLabel('Harbor Stadium') }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t.removeTitle('Harbor Stadium') });
    await user.click(within(confirm).getByRole('button', { name: t.remove }));
    expect(await screen.findByText(t.removed('Harbor Stadium'))).toBeInTheDocument();
    expect(api.db.admin.partners.map((p) => p.name)).toEqual(['Riverside Arena']);
  });

  it('says when there is no partner', async () => {
    renderWithApi(server, <AdminPartners />, { signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyAdmin });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Try again when the list fails to load', async () => {
    renderWithApi(server, <AdminPartners />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminPartners')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
