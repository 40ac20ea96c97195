import { Dialog, Modal, Radio, RadioGroup, Stack, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { validateCollection } from '#validation/tickets.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../../profile/Profile.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';

export interface CollectionFormValues {
  collection_name: string;
  isSale: '' | '0' | '1';
  cost: string;
}

type FieldName = keyof CollectionFormValues;

/** The validation messages each field owns: a failure shows on its field, which gets the focus. */
const OWNERS: Readonly<Record<FieldName, readonly string[]>> = {
  collection_name: [m.collectionNameRequired, m.collectionNameMax],
  isSale: [m.viewTypeRequired],
  cost: [m.ticketPriceRequired],
};

const ownerOf = (message: string | null) =>
  message === null
    ? undefined
    : (Object.keys(OWNERS) as FieldName[]).find((name) => OWNERS[name].includes(message));

export interface CollectionFormDialogProps {
  /** Add (empty) or Edit (the collection's values). */
  mode: 'add' | 'edit';
  initialValues?: Partial<CollectionFormValues>;
  /** Called with the valid values, the name trimmed and the price only when for sale. */
  onSubmit: (values: CollectionFormValues) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** Shown at first (stories: the dialog with a validation error). */
  defaultError?: string | null;
}

/**
 * The Add/Edit collection form (see docs/rules/validation.md): name, Sale/Show and the price when for sale. The
 * first failing check shows on its field and focuses it; nothing typed is lost.
 */
export function CollectionFormDialog({
  mode,
  initialValues = {},
  onSubmit,
  onClose,
  isPending = false,
  defaultError = null,
}: CollectionFormDialogProps) {
  const t = useTexts('listings', englishTexts);
  const [values, setValues] = useState<CollectionFormValues>({
    collection_name: initialValues.collection_name ?? '',
    isSale: initialValues.isSale ?? '',
    cost: initialValues.cost ?? '',
  });
  const [error, setError] = useState<string | null>(defaultError);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const errorOf = (name: FieldName) => (ownerOf(error) === name ? (error ?? undefined) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateCollection(values);
    flushSync(() => setError(message));
    if (message !== null) {
      form.current?.querySelector<HTMLElement>(`[data-field="${ownerOf(message)}"] input`)?.focus();
      return;
    }
    onSubmit({
      ...values,
      collection_name: values.collection_name.trim(),
      cost: values.isSale === '1' ? values.cost.trim() : '',
    });
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={mode === 'add' ? t.addCollectionTitle : t.editCollectionTitle} onClose={onClose}>
        <form ref={form} noValidate onSubmit={submit} className={styles.dialogForm}>
          <Stack space="medium">
            <div data-field="collection_name">
              <TextField
                label={t.collectionName}
                name="collection_name"
                value={values.collection_name}
                onChange={set('collection_name')}
                errorMessage={errorOf('collection_name')}
                isRequired
              />
            </div>
            <div data-field="isSale">
              <RadioGroup
                label={t.viewType}
                value={values.isSale || null}
                onChange={set('isSale')}
                orientation="horizontal"
                errorMessage={errorOf('isSale')}
                isRequired
              >
                <Radio value="1">{t.sale}</Radio>
                <Radio value="0">{t.showOnlyOption}</Radio>
              </RadioGroup>
            </div>
            {values.isSale === '1' && (
              <div data-field="cost">
                <TextField
                  label={t.price}
                  name="cost"
                  inputMode="decimal"
                  value={values.cost}
                  onChange={set('cost')}
                  errorMessage={errorOf('cost')}
                  isRequired
                />
              </div>
            )}
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={t.save}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
