import { ShellSpinner } from './ShellButton.tsx';
import { chromeTexts as t } from './chromeTexts.ts';
import * as styles from './AppShell.css.ts';

/** The loader that covers the whole app until global data has loaded. */
export function FullPageLoader({ label = t.loading }: { label?: string }) {
  return (
    <div className={styles.fullPageLoader}>
      <ShellSpinner label={label} />
    </div>
  );
}
