import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { OWN_EVENT, seedOwnEvent } from '../ticketScenarios.ts';
import { ticketTexts as t, validationTexts as m } from '../ticketTexts.ts';
import { TicketForm } from './TicketForm.tsx';

const meta = {
  title: 'Account/Listings/TicketForm',
  component: TicketForm,
  args: { onDone: fn() },
} satisfies Meta<typeof TicketForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add mode: an existing event is chosen in the combobox; the plus button switches to a new event. */
export const Add: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.addTicketTitle }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.newEvent })).toBeVisible();
  },
};

/** Saving the empty form: the first rule's message on its field, which has the focus. */
export const WithValidationError: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.save }, { timeout: 10_000 }));
    const name = canvas.getByRole('textbox', { name: new RegExp(`^${t.listingName}`) });
    await expect(name).toHaveAccessibleDescription(m.listingNameRequired);
    await expect(name).toHaveFocus();
  },
};

/** New-event mode: name, venue, date, genre, sub-genre, teams/artists and significance. */
export const NewEventMode: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  args: { defaultEventMode: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: new RegExp(`^${t.eventName}`) }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.addTeamArtist }));
    await expect(canvas.getByRole('button', { name: new RegExp(`${t.teamArtist} 1`) })).toBeVisible();
  },
};

/** Edit mode: the seller's ticket loaded into the form, its picture shown. */
export const Edit: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  args: { productId: 101 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.editTicketTitle }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.imageAlt(1) })).toBeVisible();
  },
};

/** Edit mode on an event the seller created (not admin created): Edit event opens the event's dialog. */
export const EditOwnEvent: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOwnEvent(db) }),
  args: { productId: OWN_EVENT.productId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.editEvent }, { timeout: 10_000 }));
    await expect(
      await within(document.body).findByRole('dialog', { name: t.editEventTitle }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Edit mode while the ticket loads. */
export const EditLoading: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [pending('/user/products.php')] }),
  args: { productId: 101 },
};
