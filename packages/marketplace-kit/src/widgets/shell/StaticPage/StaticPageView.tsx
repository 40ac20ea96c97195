import { Spinner } from '@momento/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { errorTexts as englishErrorTexts } from '#texts.ts';
import * as styles from './StaticPage.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface StaticPageViewProps {
  /** The page's heading ('Terms & Conditions', 'Privacy Policy', 'About Us'). */
  title: string;
  /** The page's HTML (content_description). Sanitised with DOMPurify before render. Null: no content. */
  html?: string | null;
  /** @default false */
  isLoading?: boolean;
  /** Text when there is no content. @default 'Oops. Nothing here...' */
  emptyText?: string;
}

/** A static content page (terms and conditions, privacy policy, about us) from metaContents. */
export function StaticPageView({ title, html, isLoading = false, emptyText }: StaticPageViewProps) {
  const errorTexts = useTexts('errors', englishErrorTexts);
  // Server HTML never reaches the DOM unsanitised (scripts, event handlers and javascript: URLs are dropped).
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {isLoading ? (
        <Spinner label={title} />
      ) : clean ? (
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className={styles.empty}>{emptyText ?? errorTexts.notFound}</p>
      )}
    </article>
  );
}
