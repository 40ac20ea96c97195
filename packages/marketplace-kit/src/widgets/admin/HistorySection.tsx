import { useId, type ReactNode } from 'react';
import { consoleTexts as englishConsoleTexts } from './adminTexts.ts';
import * as admin from './admin.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** An item's page's history: the audit log's entries about it, under the heading 'History'. */
export function HistorySection({ children }: { children: ReactNode }) {
  const consoleTexts = useTexts('consoleShared', englishConsoleTexts);
  const id = useId();
  return (
    <section className={admin.section} aria-labelledby={id}>
      <h2 id={id} className={admin.subtitle}>
        {consoleTexts.history}
      </h2>
      {children}
    </section>
  );
}
