import { useId, type ReactNode } from 'react';
import { adminSharedTexts as englishAdminSharedTexts } from './adminTexts.ts';
import * as admin from './admin.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** An item's page's history: the audit log's entries about it, under the heading 'History'. */
export function HistorySection({ children }: { children: ReactNode }) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const id = useId();
  return (
    <section className={admin.section} aria-labelledby={id}>
      <h2 id={id} className={admin.subtitle}>
        {adminSharedTexts.history}
      </h2>
      {children}
    </section>
  );
}
