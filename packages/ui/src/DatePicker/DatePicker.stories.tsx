import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from './Calendar.tsx';
import { DateField } from './DateField.tsx';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Event date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: parseDate('2026-06-15') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Choose date/ });
    await userEvent.click(button);
    const body = within(document.body);
    const grid = await body.findByRole('grid', { name: /June 2026/ });
    await waitFor(() => expect(within(grid).getByRole('button', { name: /June 15, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-06-16'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The tracking dialog: the date may not be earlier than today. */
export const NotEarlierThanToday: Story = {
  args: { label: 'Tracking date', minValue: today(getLocalTimeZone()), description: 'Not earlier than today' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Choose date/ }));
    const grid = await within(document.body).findByRole('grid');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(today(getLocalTimeZone()));
    await expect(grid).not.toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { errorMessage: 'Choose a date', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2026-06-15') } };

export const FieldOnly: Story = {
  render: (args) => <DateField label="Birthday" onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('06152026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-06-15'));
  },
};

export const CalendarOnly: Story = {
  render: () => (
    <Calendar aria-label="Available dates" defaultValue={parseDate('2026-06-15')} minValue={parseDate('2026-06-10')} />
  ),
};
