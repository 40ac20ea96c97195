import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validationTexts as m } from '#texts.ts';
import { orderTexts as t } from '../orderTexts.ts';
import { RatingDialog } from './RatingDialog.tsx';
import { TrackingDialog } from './TrackingDialog.tsx';

const meta = {
  title: 'Account/Orders/OrderDialogs',
  component: TrackingDialog,
  args: { mode: 'add', onSubmit: fn(), onClose: fn(), today: '2026-11-22' },
} satisfies Meta<typeof TrackingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Add tracking, submitted empty: the first failure shows on Carrier Name, which gets the focus. */
export const TrackingWithError: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.trackingAddTitle },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.add }));
    const carrier = within(dialog).getByRole('textbox', { name: t.carrierName });
    await expect(carrier).toHaveAccessibleDescription(m.carrierRequired);
    await expect(carrier).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Update tracking: the current values are in the fields. */
export const TrackingUpdate: Story = {
  args: {
    mode: 'update',
    initialValues: {
      carrier_name: 'UPS',
      service_name: 'Ground',
      tracking_no: '1Z999',
      shipping_cost: '12.50',
      expected_delivery: '2026-11-25',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.trackingUpdateTitle },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByRole('textbox', { name: t.trackingId })).toHaveValue('1Z999');
  },
};

/** The rating dialog, saved without stars: 'Please enter the Communication ratings.' on the first group. */
export const RatingWithError: StoryObj<typeof RatingDialog> = {
  render: (args) => <RatingDialog {...args} />,
  args: { mode: 'add', onSubmit: fn(), onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.ratingAddTitle },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await expect(within(dialog).getByText(m.communicationRatingRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
