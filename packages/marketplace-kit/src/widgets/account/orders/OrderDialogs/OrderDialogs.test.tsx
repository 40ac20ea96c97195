import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { validationTexts as m } from '#texts.ts';
import { orderTexts as t } from '../orderTexts.ts';
import { RatingDialog } from './RatingDialog.tsx';
import { TrackingDialog, type TrackingValues } from './TrackingDialog.tsx';

const TODAY = '2026-11-22';
const VALID: TrackingValues = {
  carrier_name: 'UPS',
  service_name: 'Ground',
  tracking_no: '1Z999',
  shipping_cost: '12.50',
  expected_delivery: '2026-11-25',
};

function renderTracking(initialValues: Partial<TrackingValues>, mode: 'add' | 'update' = 'update') {
  const onSubmit = vi.fn();
  render(
    <TrackingDialog
      mode={mode}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={vi.fn()}
      today={TODAY}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: mode === 'add' ? t.trackingAddTitle : t.trackingUpdateTitle,
  });
  return { onSubmit, dialog };
}

describe('TrackingDialog', () => {
  it.each([
    ['carrier_name', '', m.carrierRequired, t.carrierName],
    ['carrier_name', 'c'.repeat(257), m.carrierMax, t.carrierName],
    ['carrier_name', 'UPS\u0007', m.carrierText, t.carrierName],
    ['service_name', '', m.serviceRequired, t.shippingService],
    ['service_name', 's'.repeat(257), m.serviceMax, t.shippingService],
    ['service_name', 'Ground\u0000', m.serviceText, t.shippingService],
    ['tracking_no', '', m.trackingIdRequired, t.trackingId],
    ['tracking_no', 't'.repeat(257), m.trackingIdMax, t.trackingId],
    ['tracking_no', '1Z\u001b', m.trackingIdText, t.trackingId],
    ['shipping_cost', '', m.shippingCostRequired, t.shippingCostField],
    ['shipping_cost', '1'.repeat(21), m.shippingCostMax, t.shippingCostField],
    ['shipping_cost', 'ten dollars', m.shippingCostInvalid, t.shippingCostField],
  ] as const)(
    'with %s %j shows %j on its field, focused, keeps the values and sends nothing',
    async (name, value, message, label) => {
      const { onSubmit, dialog } = renderTracking({ ...VALID, [name]: value });
      await userEvent.click(within(dialog).getByRole('button', { name: t.update }));
      const field = within(dialog).getByRole('textbox', { name: label });
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(field).toHaveValue(value);
      expect(within(dialog).getByRole('textbox', { name: t.carrierName })).toHaveValue(
        name === 'carrier_name' ? value : VALID.carrier_name,
      );
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it("refuses a missing expected delivery date: 'Please Select the Expected delivery date.'", async () => {
    const { onSubmit, dialog } = renderTracking({ ...VALID, expected_delivery: '' });
    await userEvent.click(within(dialog).getByRole('button', { name: t.update }));
    expect(within(dialog).getByText(m.expectedDeliveryRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('spinbutton')[0]).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses yesterday as the expected delivery date', async () => {
    const { onSubmit, dialog } = renderTracking({ ...VALID, expected_delivery: '2026-11-21' });
    await userEvent.click(within(dialog).getByRole('button', { name: t.update }));
    expect(within(dialog).getByText(m.expectedDeliveryPast)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed values; today is a valid expected date', async () => {
    const { onSubmit, dialog } = renderTracking({
      ...VALID,
      carrier_name: '  UPS  ',
      expected_delivery: TODAY,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t.update }));
    expect(onSubmit).toHaveBeenCalledWith({ ...VALID, expected_delivery: TODAY });
  });

  it('is filled in by keyboard alone, the date typed in its segments', async () => {
    const { onSubmit, dialog } = renderTracking({}, 'add');
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('textbox', { name: t.carrierName }));
    await userEvent.keyboard('DHL');
    await userEvent.tab();
    await userEvent.keyboard('Express');
    await userEvent.tab();
    await userEvent.keyboard('JD0146');
    await userEvent.tab();
    await userEvent.keyboard('9.99');
    await userEvent.tab();
    await userEvent.keyboard('11302026');
    // The calendar button, Cancel, then Add.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: t.add })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      carrier_name: 'DHL',
      service_name: 'Express',
      tracking_no: 'JD0146',
      shipping_cost: '9.99',
      expected_delivery: '2026-11-30',
    });
  });
});

describe('RatingDialog', () => {
  function renderRating(initialValues = {}) {
    const onSubmit = vi.fn();
    render(<RatingDialog mode="add" initialValues={initialValues} onSubmit={onSubmit} onClose={vi.fn()} />);
    return { onSubmit, dialog: screen.getByRole('dialog', { name: t.ratingAddTitle }) };
  }
  const stars = { communication_rating: 5, description_rating: 4, shipping_rating: 3 };

  it.each([
    [{ communication_rating: null }, m.communicationRatingRequired, t.communication],
    [{ description_rating: null }, m.descriptionRatingRequired, t.description],
    [{ shipping_rating: null }, m.shippingRatingRequired, t.shipping],
  ])('without %j shows %j on that group and focuses it', async (patch, message, label) => {
    const { onSubmit, dialog } = renderRating({ ...stars, review: 'Great', ...patch });
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    const group = within(dialog).getByRole('radiogroup', { name: label });
    expect(group).toHaveAccessibleDescription(message);
    expect(group).toContainElement(document.activeElement as HTMLElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['', m.reviewRequired],
    ['Great\u0000', m.reviewText],
  ])('with the review %j shows %j on it', async (review, message) => {
    const { onSubmit, dialog } = renderRating({ ...stars, review });
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    const field = within(dialog).getByRole('textbox', { name: t.review });
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is chosen with the arrow keys and sends the three ratings and the review', async () => {
    const { onSubmit, dialog } = renderRating();
    expect(await axeViolations(dialog)).toEqual([]);
    const group = (label: string) => within(within(dialog).getByRole('radiogroup', { name: label }));
    await userEvent.click(group(t.communication).getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(group(t.description).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(group(t.shipping).getByRole('radio', { name: '1 star' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.review }), 'Quick and careful.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(onSubmit).toHaveBeenCalledWith({
      communication_rating: 5,
      description_rating: 4,
      shipping_rating: 1,
      review: 'Quick and careful.',
    });
  });
});
