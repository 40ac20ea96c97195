import { Skeleton, VisuallyHidden } from '@momento/ui';
import { browseTexts as t } from '../browseTexts.ts';
import * as styles from './SellerPanel.css.ts';

/** The reputation's place while it (or its code) loads: one line, announced as loading. */
export function SellerReputationSkeleton() {
  return (
    <p className={styles.reputation} aria-busy="true">
      <Skeleton shape="text" width="16rem" />
      <VisuallyHidden>{t.loadingSellerRating}</VisuallyHidden>
    </p>
  );
}
