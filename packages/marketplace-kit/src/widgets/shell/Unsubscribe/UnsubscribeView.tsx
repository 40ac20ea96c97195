import { Card, Link, Spinner, Stack } from '@momento/ui';
import * as styles from '../AppShell/forms.css.ts';
import { unsubscribeTexts as englishUnsubscribeTexts } from './unsubscribeTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export const UNSUBSCRIBE_STATES = ['working', 'done', 'failed'] as const;
export type UnsubscribeState = (typeof UNSUBSCRIBE_STATES)[number];

export interface UnsubscribeViewProps {
  state: UnsubscribeState;
  /** The kind switched off ('offers'), once done. */
  kind?: string;
}

/** A kind in words ('saved_searches' -> 'saved-search matches'); an unknown one as it came. */
const kindWords = (words: Readonly<Record<string, string>>, kind: string): string => words[kind] ?? kind;

/** /unsubscribe: the e-mail link's page. Says which e-mails stop, or that the link is not valid. */
export function UnsubscribeView({ state, kind = '' }: UnsubscribeViewProps) {
  const t = useTexts('unsubscribe', englishUnsubscribeTexts);
  return (
    <div className={styles.page}>
      <Card padding="large" className={styles.panel}>
        <Stack space="large" align="center">
          {state === 'working' ? (
            <Spinner label={t.unsubscribing} size="large" />
          ) : (
            <h1 className={styles.heading} data-state={state}>
              {state === 'done' ? t.unsubscribed(kindWords(t.kindWords, kind)) : t.unsubscribeFailed}
            </h1>
          )}
          {state === 'done' ? <p>{t.unsubscribeHint}</p> : null}
          <Link href="/account" appearance={{ variant: 'outline' }}>
            {t.emailPreferences}
          </Link>
        </Stack>
      </Card>
    </div>
  );
}
