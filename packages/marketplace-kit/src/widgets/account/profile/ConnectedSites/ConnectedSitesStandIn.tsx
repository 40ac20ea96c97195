import { Card, Stack } from '@momento/ui';
import { useId } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { connectedSitesTexts as englishTexts } from './texts.ts';

/**
 * What the profile page shows in the place of Partner sites while that section's code loads: the markup of
 * ConnectedSitesView while its sites load (heading, intro, loading line, busy region), so that nothing moves when the
 * section replaces it. Keep the two alike (ConnectedSites.test.tsx compares them).
 */
export function ConnectedSitesStandIn() {
  const t = useTexts('connectedSites', englishTexts);
  const headingId = useId();
  return (
    <Card padding="large">
      <section aria-labelledby={headingId} aria-busy>
        <Stack space="large">
          <h2 id={headingId} tabIndex={-1} className={styles.sectionTitle}>
            {t.title}
          </h2>
          <p>{t.intro}</p>
          <p role="status">{t.loading}</p>
        </Stack>
      </section>
    </Card>
  );
}
