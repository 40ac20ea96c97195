import { Spinner } from '@momento/ui';
import { shellTexts as t } from './texts.ts';
import * as styles from './AppShell.css.ts';

/** The loader that covers the whole app until global data has loaded (public-site.md section 2). */
export function FullPageLoader({ label = t.loading }: { label?: string }) {
  return (
    <div className={styles.fullPageLoader}>
      <Spinner label={label} size="large" />
    </div>
  );
}
