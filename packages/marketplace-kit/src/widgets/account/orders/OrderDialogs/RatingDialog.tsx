import { Dialog, Modal, Stack, StarRatingInput, TextArea } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { validateRating } from '#validation/orders.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../../profile/Profile.css.ts';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';

export interface RatingDialogValues {
  communication_rating: number | null;
  description_rating: number | null;
  shipping_rating: number | null;
  review: string;
}

type FieldName = keyof RatingDialogValues;

const OWNERS: Readonly<Record<FieldName, readonly string[]>> = {
  communication_rating: [m.communicationRatingRequired],
  description_rating: [m.descriptionRatingRequired],
  shipping_rating: [m.shippingRatingRequired],
  review: [m.reviewRequired, m.reviewText],
};

const ownerOf = (message: string | null) =>
  message === null
    ? undefined
    : (Object.keys(OWNERS) as FieldName[]).find((name) => OWNERS[name].includes(message));

export interface RatingDialogProps {
  /** Add (Save) or Update: Update when the viewer's rating already exists. */
  mode: 'add' | 'update';
  initialValues?: Partial<RatingDialogValues>;
  onSubmit: (values: {
    communication_rating: number;
    description_rating: number;
    shipping_rating: number;
    review: string;
  }) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** Shown at first (stories: the dialog with a validation error). */
  defaultError?: string | null;
}

/**
 * The rating dialog (see docs/rules/validation.md): three star ratings (communication, description,
 * shipping; grey by default, teal when chosen; arrow keys choose) and the review. The first failing check shows
 * on its field and focuses it; nothing chosen or typed is lost.
 */
export function RatingDialog({
  mode,
  initialValues = {},
  onSubmit,
  onClose,
  isPending = false,
  defaultError = null,
}: RatingDialogProps) {
  const t = useTexts('orders', englishTexts);
  const [values, setValues] = useState<RatingDialogValues>({
    communication_rating: initialValues.communication_rating ?? null,
    description_rating: initialValues.description_rating ?? null,
    shipping_rating: initialValues.shipping_rating ?? null,
    review: initialValues.review ?? '',
  });
  const [error, setError] = useState<string | null>(defaultError);
  const form = useRef<HTMLFormElement>(null);
  const errorOf = (name: FieldName) => (ownerOf(error) === name ? (error ?? undefined) : undefined);
  const setStars = (name: Exclude<FieldName, 'review'>) => (value: number) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateRating(values);
    flushSync(() => setError(message));
    if (message !== null) {
      const owner = ownerOf(message);
      const selector =
        owner === 'review'
          ? 'textarea[name="review"]'
          : `input[name="${owner}"]:checked, input[name="${owner}"]`;
      form.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    const { communication_rating, description_rating, shipping_rating } = values;
    if (communication_rating === null || description_rating === null || shipping_rating === null) return;
    onSubmit({ communication_rating, description_rating, shipping_rating, review: values.review.trim() });
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={mode === 'add' ? t.ratingAddTitle : t.ratingUpdateTitle} onClose={onClose}>
        <form ref={form} noValidate onSubmit={submit} className={styles.dialogForm}>
          <Stack space="medium">
            <StarRatingInput
              label={t.communication}
              name="communication_rating"
              value={values.communication_rating}
              onChange={setStars('communication_rating')}
              errorMessage={errorOf('communication_rating')}
            />
            <StarRatingInput
              label={t.description}
              name="description_rating"
              value={values.description_rating}
              onChange={setStars('description_rating')}
              errorMessage={errorOf('description_rating')}
            />
            <StarRatingInput
              label={t.shipping}
              name="shipping_rating"
              value={values.shipping_rating}
              onChange={setStars('shipping_rating')}
              errorMessage={errorOf('shipping_rating')}
            />
            <TextArea
              label={t.review}
              name="review"
              rows={4}
              value={values.review}
              onChange={(review) => setValues((current) => ({ ...current, review }))}
              errorMessage={errorOf('review')}
            />
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={mode === 'add' ? t.save : t.update}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
