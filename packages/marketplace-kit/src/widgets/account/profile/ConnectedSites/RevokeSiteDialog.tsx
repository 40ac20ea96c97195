import type { EmbedSite } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import { connectedSitesTexts as englishTexts } from './texts.ts';

export interface RevokeSiteDialogProps {
  /** The site the user is about to revoke. */
  site: EmbedSite;
  /** The user confirmed; when it returns a promise, the dialog closes once that resolves. */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel or Escape. */
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/** The confirmation of Revoke: which site loses access and what that ends, before anything is sent. */
export function RevokeSiteDialog({ site, onConfirm, onClose, isPending = false }: RevokeSiteDialogProps) {
  const t = useTexts('connectedSites', englishTexts);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t.confirmTitle(site.origin)}
      message={t.confirmMessage}
      confirmLabel={t.revoke}
      cancelLabel={t.cancel}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
