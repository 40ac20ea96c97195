// The watchlist's dialogs with their requests, in one module loaded when a card first opens one: the modal machinery
// and the mutations stay out of the list's chunk.
import type { WatchItem } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { useRemoveWatch, useSetAlertPrice } from '#api/follow/useWatchMutations.ts';
import { FOLLOW_REFUSALS } from '@momento/contract/routes';
import { moneyAmount } from '#format/money.ts';
import { validateAlertPrice } from '#validation/follow.ts';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { FormDialog } from '../../profile/ProfileDialogs/FormDialog.tsx';

export type WatchlistAction = { kind: 'remove'; item: WatchItem } | { kind: 'alert'; item: WatchItem };

export interface WatchlistDialogProps {
  action: WatchlistAction;
  onClose: () => void;
  /** The item was removed (after the dialog closed). */
  onRemoved?: () => void;
}

/** The dialog of one card action; it closes once its request succeeds. */
export function WatchlistDialog({ action, onClose, onRemoved }: WatchlistDialogProps) {
  return action.kind === 'remove' ? (
    <ConfirmRemove item={action.item} onClose={onClose} onRemoved={onRemoved} />
  ) : (
    <AlertPrice item={action.item} onClose={onClose} />
  );
}

/** Remove, confirmed: the item leaves the list and every Watch button of it shows Watch. */
function ConfirmRemove({
  item,
  onClose,
  onRemoved,
}: {
  item: WatchItem;
  onClose: () => void;
  onRemoved?: (() => void) | undefined;
}) {
  const remove = useRemoveWatch({
    successNotice: t.removed(item.name),
    errorNotice: t.removeFailed,
    onSuccess: () => {
      onClose();
      onRemoved?.();
    },
    onError: onClose,
  });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.remove}
      message={`${t.removeItem(item.name)}?`}
      confirmLabel={t.remove}
      cancelLabel={t.cancel}
      tone="danger"
      isPending={remove.isPending}
      onConfirm={() => remove.run({ type: item.type, id: item.id })}
    />
  );
}

/** The alert price: empty for the default rule (a drop of PRICE_DROP_PERCENT), else an amount above $0.00. */
function AlertPrice({ item, onClose }: { item: WatchItem; onClose: () => void }) {
  const save = useSetAlertPrice({ successNotice: t.alertSaved, onSuccess: onClose });
  const current = item.alert_price ? String(moneyAmount(item.alert_price) ?? '') : '';
  return (
    <FormDialog
      title={t.alertTitle}
      fields={[
        {
          name: 'alert_price',
          label: `${t.alertPrice} (USD)`,
          autoComplete: 'off',
          messages: [FOLLOW_REFUSALS.alertPrice],
        },
      ]}
      initialValues={{ alert_price: current }}
      validate={(values) => validateAlertPrice(values.alert_price)}
      onSubmit={(values) =>
        void save.run({
          type: item.type,
          id: item.id,
          alert_price: values.alert_price === '' ? null : values.alert_price.replace(/^\+/, ''),
        })
      }
      onClose={onClose}
      isPending={save.isPending}
      submitLabel={t.save}
      cancelLabel={t.cancel}
    />
  );
}
