import { memo, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { isApiError } from '#api/ApiError.ts';
import type { WatchTargetRef } from '#api/follow/requests.ts';
import { isWatched, useWatchIds, useWatchToggle } from '#api/follow/useWatch.ts';
import { useSession, useToast } from '#provider/MarketplaceProvider.tsx';
import { useOptionalAuthDialogs } from '#widgets/shell/AppShell/authDialogContext.tsx';
import { watchButtonTexts as englishWatch } from './watchButtonTexts.ts';
import { WatchButtonView, type WatchButtonVariant } from './WatchButtonView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

/** Renders again only when its props change: the button's state, name or look (see WatchButton). */
const WatchButtonPart = /* @__PURE__ */ memo(WatchButtonView);

export interface WatchButtonProps {
  /** What to watch: a ticket (`{ type: 'TICKET', id: product_id }`), a collection or a seller. */
  target: WatchTargetRef;
  /** The item's name, for the compact button's accessible name ('Watch {name}'). */
  name: string;
  /**
   * `compact`: the heart alone (ticket cards); `full`: the heart and 'Watch' / 'Watching'.
   * @default 'full'
   */
  variant?: WatchButtonVariant;
  /**
   * The user id of the item's owner (the ticket's or collection's seller, the seller themself): the owner sees no
   * button, since nobody watches their own tickets (docs/rules/follow.md).
   */
  ownerId?: number;
  /**
   * A visitor's press: the app's sign-in. Without it, the kit's login dialog opens when the button is inside
   * `<AppShell>` (its code loads on first use).
   */
  onRequireLogin?: () => void;
  /** Extra class name. */
  className?: string;
}

/**
 * Watch, connected: reads whether the item is watched from the buyer's watch ids (one request for every button of
 * the page), toggles at once and goes back with an error notice when the server refuses; a visitor is asked to sign
 * in first.
 */
export function WatchButton({
  target,
  name,
  variant = 'full',
  ownerId,
  onRequireLogin,
  className,
}: WatchButtonProps) {
  const t = useTexts('follow', englishWatch);
  const session = useSession();
  const dialogs = useOptionalAuthDialogs();
  const toast = useToast();
  // The ids reach the buttons as a transition, and a button whose state they leave as it was does not render again:
  // SWR hands them over in a synchronous update, in which every Watch button of a page (home's twenty featured cards)
  // rendered again in one long task when they arrived.
  const ids = useDeferredValue(useWatchIds().data);
  const toggle = useWatchToggle();
  const inFlight = useRef(false);
  const viewerId = session.status === 'loggedIn' ? (session.user?.id ?? null) : null;
  const isWatching = viewerId !== null && isWatched(ids, target);

  const toggleNow = () => {
    if (session.status === 'loggedOut') {
      if (onRequireLogin) onRequireLogin();
      else dialogs?.openLogin();
      return;
    }
    // One change at a time: a second press waits for the first answer.
    if (inFlight.current) return;
    inFlight.current = true;
    void toggle(target, !isWatching).then((outcome) => {
      inFlight.current = false;
      if (!outcome.ok)
        toast.error(
          isApiError(outcome.error) && outcome.error.message ? outcome.error.message : t.watchFailed,
        );
    });
  };
  // One press handler for the button's life, calling the latest render's (the view is memoised on its props).
  const latestToggle = useRef(toggleNow);
  useEffect(() => {
    latestToggle.current = toggleNow;
  });
  const onToggle = useCallback(() => latestToggle.current(), []);

  if (ownerId !== undefined && viewerId === ownerId) return null;
  return (
    <WatchButtonPart
      isWatching={isWatching}
      name={name}
      variant={variant}
      onToggle={onToggle}
      className={className}
    />
  );
}
