import { disclosesContact } from '@momento/contract/routes';
import type { Ticket } from '@momento/contract';
import {
  Alert,
  Button,
  Dialog,
  Modal,
  Select,
  Stack,
  TextArea,
  TextField,
  type SelectOption,
} from '@momento/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { parseOfferPrice, validateOffer } from '#validation/messaging.ts';
import * as styles from '../offers.css.ts';
import { offerTexts as englishOffer } from '../offerTexts.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

/** A ticket of the offer: its id and name (and price, shown beside it). */
export interface OfferFormTicket {
  product_id: number;
  product_listing_name: string;
  price?: string | null;
}

export interface OfferFormValues {
  offer_price: number;
  /** Sent only when non-empty. */
  message?: string;
  offer_items: { product_id: number; product_listing_name: string }[];
}

export interface OfferFormDialogProps {
  /** Create (Make Offer), Update (the viewer's own latest entry) or Counter (the other side's). */
  mode: 'create' | 'update' | 'counter';
  /** The seller's tickets for the picker (an empty list when they could not be loaded). */
  tickets: readonly Ticket[];
  /** @default false */
  isTicketsLoading?: boolean;
  initialValues?: { offer_price?: string; message?: string; items?: readonly OfferFormTicket[] };
  onSubmit: (values: OfferFormValues) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** A note above the buttons (the last round the buyer may send). */
  note?: string | null;
  /** Shown at first (stories: the form with a validation error). */
  defaultError?: string | null;
  /** The server's refusal to show above the buttons (a RetryNotice: the wait of an abuse limit). */
  notice?: ReactNode;
}

type FieldName = 'offer_price' | 'message' | 'tickets';

const OWNERS: Readonly<Record<FieldName, readonly string[]>> = {
  offer_price: [m.priceRequired, m.priceMax, m.priceInvalid],
  message: [m.messageMax, m.offerMessageText],
  tickets: [m.ticketSelectionRequired],
};
const ownerOf = (message: string | null) =>
  message === null
    ? undefined
    : (Object.keys(OWNERS) as FieldName[]).find((name) => OWNERS[name].includes(message));

/** The title and submit label of each mode, in the provider's language. */
const titles = (t: typeof englishOffer) => ({
  create: t.createTitle,
  update: t.updateTitle,
  counter: t.counterTitle,
});
const submits = (t: typeof englishOffer) => ({ create: t.send, update: t.update, counter: t.counter });

/**
 * The offer form (see docs/rules/validation.md) in its three modes: the seller's tickets in a picker (a ticket cannot be
 * added twice; chosen ones are disabled in it), the price (sent as a number) and an optional message (sent only when
 * non-empty). The first failing check shows on its field, which gets the focus; a message that looks like
 * off-platform contact is warned about in place before anything is sent; nothing typed is lost.
 */
export function OfferFormDialog({
  mode,
  tickets,
  isTicketsLoading = false,
  initialValues = {},
  onSubmit,
  onClose,
  isPending = false,
  note = null,
  defaultError = null,
  notice = null,
}: OfferFormDialogProps) {
  const t = useTexts('offer', englishOffer);
  const format = useFormat();
  const [price, setPrice] = useState(initialValues.offer_price ?? '');
  const [message, setMessage] = useState(initialValues.message ?? '');
  const [chosen, setChosen] = useState<readonly OfferFormTicket[]>(initialValues.items ?? []);
  const [error, setError] = useState<string | null>(defaultError);
  const form = useRef<HTMLFormElement>(null);
  const errorOf = (name: FieldName) => (ownerOf(error) === name ? (error ?? undefined) : undefined);
  const chosenIds = new Set(chosen.map((item) => item.product_id));
  const options: SelectOption[] = tickets.map((ticket) => ({
    value: String(ticket.product_id),
    label: ticket.sell_details.cost
      ? `${ticket.listing_name} – ${format.money(ticket.sell_details.cost)}`
      : ticket.listing_name,
    isDisabled: chosenIds.has(ticket.product_id),
  }));
  const warnsContact = message.trim() !== '' && disclosesContact(message);

  const add = (value: string | null) => {
    if (!value) return;
    const ticket = tickets.find((item) => String(item.product_id) === value);
    if (!ticket || chosenIds.has(ticket.product_id)) return;
    setChosen((current) => [
      ...current,
      {
        product_id: ticket.product_id,
        product_listing_name: ticket.listing_name,
        price: ticket.sell_details.cost?.value ?? null,
      },
    ]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateOffer({ offer_price: price, message, offer_items: chosen });
    flushSync(() => setError(failure));
    if (failure !== null) {
      const owner = ownerOf(failure);
      const selector =
        owner === 'message'
          ? 'textarea[name="message"]'
          : owner === 'tickets'
            ? '[data-field="tickets"] button'
            : 'input[name="offer_price"]';
      form.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    const text = message.trim();
    onSubmit({
      offer_price: parseOfferPrice(price),
      ...(text ? { message: text } : {}),
      offer_items: chosen.map(({ product_id, product_listing_name }) => ({
        product_id,
        product_listing_name,
      })),
    });
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="medium">
      <Dialog title={titles(t)[mode]} onClose={onClose}>
        <form ref={form} noValidate onSubmit={submit} className={styles.form}>
          <Stack space="medium">
            <div data-field="tickets">
              <Select
                label={t.pickTicket}
                placeholder={t.chooseTicket}
                options={options}
                value={null}
                onChange={add}
                isDisabled={isTicketsLoading}
                errorMessage={errorOf('tickets')}
              />
            </div>
            <section aria-label={t.tickets}>
              {chosen.length === 0 ? (
                <p className={styles.muted}>{t.noItemsSelected}</p>
              ) : (
                <ul className={styles.chosen}>
                  {chosen.map((item) => (
                    <li key={item.product_id} className={styles.chosenItem}>
                      <span>{item.product_listing_name}</span>
                      {item.price ? <span className={styles.muted}>{format.money(item.price)}</span> : null}
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={`${t.removeTicket} ${item.product_listing_name}`}
                        onPress={() =>
                          setChosen((current) =>
                            current.filter((other) => other.product_id !== item.product_id),
                          )
                        }
                      >
                        {t.removeTicket}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <TextField
              label={t.price}
              name="offer_price"
              inputMode="decimal"
              value={price}
              onChange={setPrice}
              errorMessage={errorOf('offer_price')}
              autoComplete="off"
            />
            <TextArea
              label={t.message}
              name="message"
              rows={3}
              value={message}
              onChange={setMessage}
              errorMessage={errorOf('message')}
            />
            {warnsContact ? (
              <Alert tone="warning" role="status">
                {t.contactWarning}
              </Alert>
            ) : null}
            {note ? <p className={styles.muted}>{note}</p> : null}
            {notice}
            <FormActions
              cancelLabel={t.close}
              submitLabel={submits(t)[mode]}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
