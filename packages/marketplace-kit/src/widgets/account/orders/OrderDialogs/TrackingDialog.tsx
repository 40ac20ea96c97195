import { DatePicker, Dialog, getLocalTimeZone, Modal, Stack, TextField, today } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { todayIsoDate, validateTracking } from '#validation/orders.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../../profile/Profile.css.ts';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import { dayValue } from '../dayValue.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';

export interface TrackingValues {
  carrier_name: string;
  service_name: string;
  tracking_no: string;
  shipping_cost: string;
  /** yyyy-mm-dd */
  expected_delivery: string;
}

type FieldName = keyof TrackingValues;

/** The validation messages each field owns: a failure shows on its field, which gets the focus. */
const OWNERS: Readonly<Record<FieldName, readonly string[]>> = {
  carrier_name: [m.carrierRequired, m.carrierMax, m.carrierText],
  service_name: [m.serviceRequired, m.serviceMax, m.serviceText],
  tracking_no: [m.trackingIdRequired, m.trackingIdMax, m.trackingIdText],
  shipping_cost: [m.shippingCostRequired, m.shippingCostMax, m.shippingCostInvalid],
  expected_delivery: [m.expectedDeliveryRequired, m.expectedDeliveryPast],
};

const ownerOf = (message: string | null) =>
  message === null
    ? undefined
    : (Object.keys(OWNERS) as FieldName[]).find((name) => OWNERS[name].includes(message));

export interface TrackingDialogProps {
  /** Add (no tracking yet) or Update (edit the shipped order's tracking). */
  mode: 'add' | 'update';
  /** The current tracking when updating. */
  initialValues?: Partial<TrackingValues>;
  onSubmit: (values: TrackingValues) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** Shown at first (stories: the dialog with a validation error). */
  defaultError?: string | null;
  /** Today as yyyy-mm-dd (tests and stories pass a fixed day). @default the local date */
  today?: string;
}

/**
 * Add / Update tracking (see docs/rules/validation.md): carrier, service, tracking id, shipping cost and the
 * expected delivery date, which cannot be before today (the calendar disables earlier days and the check refuses a
 * typed one). The first failing check shows on its field and focuses it; nothing typed is lost.
 */
export function TrackingDialog({
  mode,
  initialValues = {},
  onSubmit,
  onClose,
  isPending = false,
  defaultError = null,
  today: todayProp,
}: TrackingDialogProps) {
  const t = useTexts('orders', englishTexts);
  const [values, setValues] = useState<TrackingValues>({
    carrier_name: initialValues.carrier_name ?? '',
    service_name: initialValues.service_name ?? '',
    tracking_no: initialValues.tracking_no ?? '',
    shipping_cost: initialValues.shipping_cost ?? '',
    expected_delivery: initialValues.expected_delivery?.slice(0, 10) ?? '',
  });
  const [error, setError] = useState<string | null>(defaultError);
  const form = useRef<HTMLFormElement>(null);
  const day = todayProp ?? todayIsoDate();
  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const errorOf = (name: FieldName) => (ownerOf(error) === name ? (error ?? undefined) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateTracking(values, { today: day });
    flushSync(() => setError(message));
    if (message !== null) {
      const owner = ownerOf(message);
      const field =
        owner === 'expected_delivery'
          ? form.current?.querySelector<HTMLElement>('[data-field="expected_delivery"] [role="spinbutton"]')
          : form.current?.querySelector<HTMLElement>(`input[name="${owner}"]`);
      field?.focus();
      return;
    }
    onSubmit({
      carrier_name: values.carrier_name.trim(),
      service_name: values.service_name.trim(),
      tracking_no: values.tracking_no.trim(),
      shipping_cost: values.shipping_cost.trim(),
      expected_delivery: values.expected_delivery,
    });
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={mode === 'add' ? t.trackingAddTitle : t.trackingUpdateTitle} onClose={onClose}>
        <form ref={form} noValidate onSubmit={submit} className={styles.dialogForm}>
          <Stack space="medium">
            <TextField
              label={t.carrierName}
              name="carrier_name"
              value={values.carrier_name}
              onChange={set('carrier_name')}
              errorMessage={errorOf('carrier_name')}
              autoComplete="off"
            />
            <TextField
              label={t.shippingService}
              name="service_name"
              value={values.service_name}
              onChange={set('service_name')}
              errorMessage={errorOf('service_name')}
              autoComplete="off"
            />
            <TextField
              label={t.trackingId}
              name="tracking_no"
              value={values.tracking_no}
              onChange={set('tracking_no')}
              errorMessage={errorOf('tracking_no')}
              autoComplete="off"
            />
            <TextField
              label={t.shippingCostField}
              name="shipping_cost"
              inputMode="decimal"
              value={values.shipping_cost}
              onChange={set('shipping_cost')}
              errorMessage={errorOf('shipping_cost')}
              autoComplete="off"
            />
            <div data-field="expected_delivery">
              <DatePicker
                label={t.expectedDeliveryDate}
                name="expected_delivery"
                value={dayValue(values.expected_delivery)}
                minValue={dayValue(day) ?? today(getLocalTimeZone())}
                onChange={(value) => set('expected_delivery')(value ? value.toString() : '')}
                errorMessage={errorOf('expected_delivery')}
              />
            </div>
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={mode === 'add' ? t.add : t.update}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
