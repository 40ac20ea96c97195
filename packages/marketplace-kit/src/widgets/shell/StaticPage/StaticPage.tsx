import { useMetaContents } from '#api/reference/useMetaContents.ts';
import { chromeTexts as englishChromeTexts } from '../AppShell/chromeTexts.ts';
import { StaticPageView } from './StaticPageView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

/** The static pages of the site and their page_name in metaContents. */
export const STATIC_PAGES = ['termscondition', 'policy', 'about'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

export interface StaticPageProps {
  /** Which page: /termscondition, /policy or /about. */
  page: StaticPageName;
}

/**
 * A static page from the global metaContents (loaded once by the app shell and shared through the cache). A failed
 * load empties the static content.
 */
export function StaticPage({ page }: StaticPageProps) {
  const t = useTexts('shellChrome', englishChromeTexts);
  const { data, isLoading, error } = useMetaContents();
  const html = data?.items.find((item) => item.page_name === page)?.content_description ?? null;
  return <StaticPageView title={t.staticTitles[page]} html={error ? null : html} isLoading={isLoading} />;
}
