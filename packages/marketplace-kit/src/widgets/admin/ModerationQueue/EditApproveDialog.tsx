import type { AdminQueueItem } from '@momento/contract';
import { LIMITS, type ModerationKind } from '@momento/contract/routes';
import { FieldDialog } from '../FieldDialog.tsx';
import { moderationTexts as englishModerationTexts } from './moderationTexts.ts';
import { validateDisplayName } from './validateDisplayName.ts';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** Each kind's name limit, as the server checks it. */
const NAME_MAX: Readonly<Record<ModerationKind, number>> = {
  venue: LIMITS.venueName,
  sub_genre: LIMITS.subGenreName,
  team: LIMITS.name,
  artist: LIMITS.name,
  event: LIMITS.eventName,
};

export interface EditApproveDialogProps {
  item: AdminQueueItem;
  /** Renames then approves; resolves true on success (the dialog then closes). */
  onSubmit: (displayName: string) => Promise<boolean> | boolean;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/** Edit then approve: the item's name, prefilled, checked, then renamed and approved in one step. */
export function EditApproveDialog({ item, ...props }: EditApproveDialogProps) {
  const t = useTexts('consoleModeration', englishModerationTexts);
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  return (
    <FieldDialog
      {...props}
      title={t.editTitle(item.display_name)}
      label={t.displayName}
      initialValue={item.display_name}
      validate={(name) =>
        validateDisplayName(name, NAME_MAX[item.kind], { moderation: t, console: adminSharedTexts })
      }
      submitLabel={t.saveApprove}
    />
  );
}
