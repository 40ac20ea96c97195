import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from './Calendar.tsx';
import { DateField } from './DateField.tsx';
import { DatePicker } from './DatePicker.tsx';
import { DatePickerStandIn } from './DatePickerStandIn.tsx';

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
  args: {
    label: 'Tracking date',
    minValue: today(getLocalTimeZone()),
    description: 'Not earlier than today',
  },
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
    <Calendar
      aria-label="Available dates"
      defaultValue={parseDate('2026-06-15')}
      minValue={parseDate('2026-06-10')}
    />
  ),
};

/**
 * DatePickerStandIn (above) beside the DatePicker it stands in for (below), empty and with a date: the same text, names
 * and size, so swapping one for the other moves nothing.
 */
export const StandIn: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 16 }}>
      <div data-testid="stand-in-empty">
        <DatePickerStandIn label="Date from" value="" />
      </div>
      <div data-testid="stand-in-date">
        <DatePickerStandIn label="Date to" value="2026-01-05" />
      </div>
      <div data-testid="real-empty">
        <DatePicker label="Date from" value={null} />
      </div>
      <div data-testid="real-date">
        <DatePicker label="Date to" value={parseDate('2026-01-05')} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const value of ['empty', 'date']) {
      const standIn = canvas.getByTestId(`stand-in-${value}`);
      const real = canvas.getByTestId(`real-${value}`);
      const segments = (box: HTMLElement) =>
        within(box)
          .getAllByRole('spinbutton')
          .map((segment) => [segment.textContent, segment.getAttribute('aria-label')]);
      await expect(segments(standIn)).toEqual(segments(real));
      await expect(within(standIn).getByRole('button', { name: /Choose date/ })).toBeInTheDocument();
      const size = (box: HTMLElement) =>
        [box.getBoundingClientRect().width, box.getBoundingClientRect().height].map(Math.round);
      await expect(size(standIn)).toEqual(size(real));
    }
  },
};
