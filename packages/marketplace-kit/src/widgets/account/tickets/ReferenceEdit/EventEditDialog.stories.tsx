import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SELLER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { buildOwnEvent, OWN_EVENT, seedOwnEvent } from '../ticketScenarios.ts';
import { ticketTexts as t, validationTexts as m } from '../ticketTexts.ts';
import { EventEditDialog } from './EventEditDialog.tsx';

const meta = {
  title: 'Account/Listings/EventEditDialog',
  component: EventEditDialog,
  args: { event: buildOwnEvent(), userId: 2, onSaved: fn(), onClose: fn() },
} satisfies Meta<typeof EventEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal: its content is looked up from the document body; the form shows once the lists load. */
const body = () => within(document.body);
const dialog = async () =>
  within(await body().findByRole('dialog', { name: t.editEventTitle }, { timeout: 10_000 }));

/** Grace's own event: her queued venue and artist can be renamed; the approved sub-genre and artist are read-only. */
export const EditableAndLocked: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOwnEvent(db) }),
  play: async () => {
    const view = await dialog();
    await expect(
      await view.findByRole('textbox', { name: new RegExp(`^${t.venueName}`) }, { timeout: 10_000 }),
    ).toHaveValue(OWN_EVENT.venue);
    await expect(view.getByRole('textbox', { name: new RegExp(`^${t.teamArtist} 2`) })).toHaveValue(
      OWN_EVENT.artist,
    );
    const locked = within(view.getByRole('region', { name: t.lockedItems }));
    await expect(locked.getByText(t.lockedItem(t.teamArtist, OWN_EVENT.lockedArtist))).toBeVisible();
  },
};

/** Saving without an event name: the New event rule's message on the field, which has the focus. */
export const WithValidationError: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOwnEvent(db) }),
  play: async () => {
    const view = await dialog();
    const name = await view.findByRole(
      'textbox',
      { name: new RegExp(`^${t.eventName}`) },
      { timeout: 10_000 },
    );
    await userEvent.clear(name);
    await userEvent.click(view.getByRole('button', { name: t.save }));
    await expect(name).toHaveAccessibleDescription(m.eventNameRequired);
    await expect(name).toHaveFocus();
  },
};

/** The server refuses the rename: its message shows in the dialog, and what was typed stays. */
export const WithServerError: Story = {
  ...scenario({
    signedInAs: MOCK_SELLER_EMAIL,
    arrange: ({ db }) => seedOwnEvent(db),
    overrides: () => [
      mockErrorHandler(STORY_API, 'eventUpdate', {
        code: 'CONFLICT',
        message: 'This venue is no longer waiting for approval and can not be renamed.',
      }),
    ],
  }),
  play: async ({ args }) => {
    const view = await dialog();
    const venue = await view.findByRole(
      'textbox',
      { name: new RegExp(`^${t.venueName}`) },
      { timeout: 10_000 },
    );
    await userEvent.clear(venue);
    await userEvent.type(venue, 'The Old Garage');
    await userEvent.click(view.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(view.getByRole('alert')).toHaveTextContent(
        'This venue is no longer waiting for approval and can not be renamed.',
      ),
    );
    await expect(venue).toHaveValue('The Old Garage');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
