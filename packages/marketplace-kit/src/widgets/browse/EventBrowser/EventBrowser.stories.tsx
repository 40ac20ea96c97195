import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildEvent, buildTicket } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { EventBrowser } from './EventBrowser.tsx';

const meta = {
  title: 'Browse/EventBrowser',
  component: EventBrowser,
  args: { onQueryChange: fn() },
} satisfies Meta<typeof EventBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Live Aid' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/tickets?event=2',
    );
    await expect(canvas.getByText(emptyTexts.noMoreEvents)).toBeVisible();
    await userEvent.type(await canvas.findByRole('searchbox', { name: browseTexts.name }), 'live');
    await userEvent.click(canvas.getByRole('button', { name: browseTexts.apply }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ name: 'live' }, undefined);
  },
};
export const ManyPages: Story = {
  ...scenario({
    arrange: ({ db }) => {
      db.events = Array.from({ length: 25 }, (_, index) =>
        buildEvent({ event_id: 100 + index, id: 100 + index, name: `Moment ${index + 1}` }),
      );
      db.tickets = db.events.map((event, index) =>
        buildTicket({ product_id: 500 + index, event, event_name: event.name }),
      );
    },
  }),
  // Both pages, down to the end text: the second page loads by 'Load more' here, or by itself when the list's end
  // is in view, so the story settles on every event either way.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Moment 20' }, { timeout: 10_000 });
    const loadMore = canvas.queryByRole('button', { name: browseTexts.loadMore });
    if (loadMore) await userEvent.click(loadMore);
    await expect(await canvas.findByText(emptyTexts.noMoreEvents, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Moment 25' })).toBeVisible();
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/events.php')] }) };
export const Empty: Story = {
  ...scenario({ seed: { empty: true } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noEvent, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const Error: Story = {
  ...scenario({ overrides: () => [failing('/events.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
