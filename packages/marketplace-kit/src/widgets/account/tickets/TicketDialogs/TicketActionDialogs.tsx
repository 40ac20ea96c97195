// My Tickets' dialogs with their requests, in one module loaded when a card first opens one: the modal machinery
// and the ticket mutations stay out of the list's chunk.
import { AlertDialog } from '@momento/ui';
import { useDeleteTicket, useMoveToSell } from '#api/sellerTickets/useTicketMutations.ts';
import { validationTexts as m } from '#texts.ts';
import { firstFailure, isDecimal, required } from '#validation/rules.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { FormDialog } from '../../profile/ProfileDialogs/FormDialog.tsx';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';

export type TicketAction = { kind: 'delete'; productId: number } | { kind: 'moveToSell'; productId: number };

export interface TicketActionDialogProps {
  action: TicketAction;
  onClose: () => void;
}

/** The dialog of one card action; it closes once its request succeeds and stays open, values kept, when refused. */
export function TicketActionDialog({ action, onClose }: TicketActionDialogProps) {
  return action.kind === 'delete' ? (
    <ConfirmDelete productId={action.productId} onClose={onClose} />
  ) : (
    <MoveToSell productId={action.productId} onClose={onClose} />
  );
}

/** The delete confirmation: 'Ticket deleted' on success. */
function ConfirmDelete({ productId, onClose }: { productId: number; onClose: () => void }) {
  const t = useTexts('listings', englishTexts);
  const remove = useDeleteTicket({ onSuccess: onClose, onError: onClose });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.deleteTicketTitle}
      message={t.deleteTicketMessage}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      tone="danger"
      isPending={remove.isPending}
      onConfirm={() => remove.run({ product_id: productId })}
    />
  );
}

/** The sale price a ticket needs to go on sale: required, a non-negative decimal. */
export const validateSalePrice = (values: { cost: string }) =>
  firstFailure(
    () => required(values.cost, m.ticketPriceRequired),
    () => (isDecimal(values.cost) ? null : m.priceInvalid),
  );

/** Move To Sell: an owned (show-only) ticket goes on sale at the price given here. */
function MoveToSell({ productId, onClose }: { productId: number; onClose: () => void }) {
  const t = useTexts('listings', englishTexts);
  const move = useMoveToSell({ onSuccess: onClose });
  return (
    <FormDialog
      title={t.moveToSellTitle}
      fields={[
        {
          name: 'cost',
          label: t.price,
          autoComplete: 'off',
          messages: [m.ticketPriceRequired, m.priceInvalid],
        },
      ]}
      initialValues={{ cost: '' }}
      validate={validateSalePrice}
      onSubmit={(values) => void move.run({ product_id: productId, cost: values.cost })}
      onClose={onClose}
      isPending={move.isPending}
      submitLabel={t.moveToSellSubmit}
      cancelLabel={t.cancel}
    />
  );
}
