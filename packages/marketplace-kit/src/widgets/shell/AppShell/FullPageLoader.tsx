import { ShellSpinner } from './ShellButton.tsx';
import { chromeTexts as englishChromeTexts } from './chromeTexts.ts';
import * as styles from './AppShell.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** The loader that covers the whole app until global data has loaded. */
export function FullPageLoader({ label }: { label?: string }) {
  const t = useTexts('shellChrome', englishChromeTexts);
  return (
    <div className={styles.fullPageLoader}>
      <ShellSpinner label={label ?? t.loading} />
    </div>
  );
}
