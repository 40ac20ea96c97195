import type { SavedSearch } from '@momento/contract';
import { FOLLOW_TEXTS, pickSavedSearchFilters } from '@momento/contract/routes';
import { Button } from '@momento/ui';
import { useState, type ComponentType } from 'react';
import { errorTexts } from '#texts.ts';
import { useSession, useToast } from '#provider/MarketplaceProvider.tsx';
import { codeOnIntent } from '#widgets/shared/codeOnIntent.ts';
import { useOptionalAuthDialogs } from '#widgets/shell/AppShell/authDialogContext.tsx';
import type { SaveSearchDialogProps } from './SaveSearchDialog.tsx';
import * as styles from './SaveSearchButton.css.ts';

// The dialog (modal, form, radio group and its request) loads on the first focus on or press of the button: the
// /tickets route does not carry it up front. A failed import is tried again on the next press.
const useDialogCode = codeOnIntent<ComponentType<SaveSearchDialogProps>>(() =>
  import('./SaveSearchDialog.tsx').then((module) => module.SaveSearchDialog),
);

export interface SaveSearchButtonProps {
  /**
   * The current /tickets filters: the search's query (`{ q, event, price, ... }`); keys other than the saved-search
   * filters (`page`, view flags) are left out.
   */
  filters: Readonly<Record<string, unknown>>;
  /**
   * A visitor's press: the app's sign-in. Without it, the kit's login dialog opens when the button is inside
   * `<AppShell>`.
   */
  onRequireLogin?: () => void;
  /** After saving (the dialog has closed and 'Search saved' shows). */
  onSaved?: (search: SavedSearch) => void;
  /** Extra class name. */
  className?: string;
}

function Bookmark() {
  return (
    <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 3.5h12v17l-6-4.2-6 4.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * 'Save this search' on /tickets: opens a dialog asking the name (suggested from the filters) and the alert (Off,
 * Instant, Daily digest); refusals (no filters, a taken name, the limit) show in the dialog with what was typed. A
 * visitor is asked to sign in first.
 */
export function SaveSearchButton({ filters, onRequireLogin, onSaved, className }: SaveSearchButtonProps) {
  const session = useSession();
  const dialogs = useOptionalAuthDialogs();
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  const [Dialog, load] = useDialogCode(() => {
    setOpen(false);
    toast.error(errorTexts.codeNotLoaded);
  });

  const open = () => {
    if (session.status === 'loggedOut') {
      if (onRequireLogin) onRequireLogin();
      else dialogs?.openLogin();
      return;
    }
    setOpen(true);
    load(true);
  };

  return (
    <>
      <Button variant="outline" tone="neutral" onPress={open} onFocus={() => load()} className={className}>
        <span className={styles.content}>
          <Bookmark />
          {FOLLOW_TEXTS.saveSearch}
        </span>
      </Button>
      {isOpen && Dialog ? (
        <Dialog filters={pickSavedSearchFilters(filters)} onClose={() => setOpen(false)} onSaved={onSaved} />
      ) : null}
    </>
  );
}
