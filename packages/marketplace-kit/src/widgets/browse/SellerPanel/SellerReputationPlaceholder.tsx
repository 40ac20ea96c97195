import { Spinner } from '@momento/ui';
import { sellerReputationTexts as englishSellerReputationTexts } from './sellerReputationTexts.ts';
import * as styles from './SellerPanel.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** The reputation's place while it (or its code) loads: one line, with a small spinner named for what loads. */
export function SellerReputationPlaceholder() {
  const t = useTexts('sellerReputation', englishSellerReputationTexts);
  return (
    <p className={styles.reputation} aria-busy="true">
      <Spinner label={t.loadingSellerRating} size="small" />
    </p>
  );
}
