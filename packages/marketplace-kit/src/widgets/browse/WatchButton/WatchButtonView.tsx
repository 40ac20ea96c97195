import { Button, IconButton } from '@momento/ui';
import { FOLLOW_TEXTS as englishLabels, watchButtonTexts as englishWatch } from './watchButtonTexts.ts';
import * as styles from './WatchButton.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export const watchButtonVariants = ['compact', 'full'] as const;
export type WatchButtonVariant = (typeof watchButtonVariants)[number];

export interface WatchButtonViewProps {
  /** The item is on the buyer's watchlist (the button is pressed). */
  isWatching: boolean;
  /** What is watched ('Game 7 ticket stub'): the compact button's accessible name is 'Watch {name}'. */
  name: string;
  /**
   * `compact`: a heart only (ticket cards); `full`: the heart and 'Watch' / 'Watching' (ticket page, collection,
   * seller panel).
   * @default 'full'
   */
  variant?: WatchButtonVariant;
  /** A press: the caller watches or stops watching (or asks a visitor to sign in). */
  onToggle: () => void;
  /** Extra class name. */
  className?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Watch: a toggle button (`aria-pressed`) with a heart, filled while the item is watched. The full variant says
 * 'Watch' or 'Watching' (FOLLOW_TEXTS); the compact one is the heart alone, named 'Watch {name}'.
 */
export function WatchButtonView({
  isWatching,
  name,
  variant = 'full',
  onToggle,
  className,
}: WatchButtonViewProps) {
  const t = useTexts('follow', englishWatch);
  const labels = useTexts('followLabels', englishLabels);
  const classes =
    [isWatching ? styles.watching : undefined, className].filter(Boolean).join(' ') || undefined;
  if (variant === 'compact') {
    return (
      <IconButton
        label={t.watchItem(name)}
        aria-pressed={isWatching}
        variant="ghost"
        tone="neutral"
        size="small"
        onPress={onToggle}
        className={classes}
      >
        <Heart filled={isWatching} />
      </IconButton>
    );
  }
  return (
    <Button aria-pressed={isWatching} variant="outline" tone="neutral" onPress={onToggle} className={classes}>
      <span className={styles.content}>
        <Heart filled={isWatching} />
        {isWatching ? labels.watching : labels.watch}
      </span>
    </Button>
  );
}
