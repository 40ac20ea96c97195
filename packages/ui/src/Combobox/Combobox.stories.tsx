import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from './Combobox.tsx';

const events: ComboboxOption[] = [
  { value: 'e1', label: 'Coldplay: Music of the Spheres', description: 'Madison Square Garden · Jun 12' },
  { value: 'e2', label: 'Lakers vs Celtics', description: 'Crypto.com Arena · Jan 4' },
  { value: 'e3', label: 'Hamilton', description: 'Richard Rodgers Theatre · Mar 2' },
  { value: 'e4', label: 'Coldplay: Live in Chicago', description: 'Soldier Field · Jul 1' },
  { value: 'e5', label: 'Taylor Swift: The Eras Tour', description: 'SoFi Stadium · Aug 8' },
];

/** Resolves after a short delay, like the ticket search endpoint would. */
async function searchEvents(query: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  return events.filter((event) => event.label.toLowerCase().includes(query.toLowerCase()));
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox<ComboboxOption>,
  args: { label: 'Event', items: events, onChange: fn(), placeholder: 'Search events' },
} satisfies Meta<typeof Combobox<ComboboxOption>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Event' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('cold');
    const listbox = await within(document.body).findByRole('listbox', { name: 'Event' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(events[3]);
    await expect(input).toHaveValue('Coldplay: Live in Chicago');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AsyncOptions: Story = {
  args: {
    items: undefined,
    loadOptions: searchEvents,
    loadingText: 'Searching events…',
    emptyText: 'No events found',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Event' });
    await userEvent.click(input);
    await userEvent.keyboard('tay');
    const body = within(document.body);
    await expect(await body.findByRole('option', { name: /Taylor Swift/ })).toBeVisible();
    await userEvent.keyboard('zzz');
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('No events found'));
  },
};

export const Loading: Story = {
  args: {
    items: undefined,
    loadOptions: () => new Promise<ComboboxOption[]>(() => {}),
    loadingText: 'Searching events…',
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Event' }), 'c');
    await expect(within(document.body).getByRole('status')).toHaveTextContent('Searching events…');
  },
};

export const Empty: Story = {
  args: { emptyText: 'No events found' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Event' }), 'qqq');
    await expect(within(document.body).getByRole('status')).toHaveTextContent('No events found');
  },
};

/** The spec's mobile filter menus are 120 px tall. */
export const ShortMenu: Story = {
  args: { menuMaxHeight: '120px', label: 'Filter by event' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show suggestions' }));
    await expect(within(document.body).getByRole('listbox', { name: 'Filter by event' })).toHaveStyle({
      maxHeight: '120px',
    });
  },
};

export const Invalid: Story = { args: { errorMessage: 'Choose an event', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true } };
