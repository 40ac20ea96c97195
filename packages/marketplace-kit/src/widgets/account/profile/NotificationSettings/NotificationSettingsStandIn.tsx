import { Card, Stack } from '@momento/ui';
import { useId } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';

/**
 * What the profile page shows in the place of the e-mail preferences while that section's code loads: the markup of
 * NotificationSettingsView while the preferences load (heading, hint, loading line, busy region), so that nothing moves
 * when the section replaces it. Keep the two alike (NotificationSettings.test.tsx compares them).
 */
export function NotificationSettingsStandIn() {
  const t = useTexts('profile', englishTexts);
  const headingId = useId();
  return (
    <Card padding="large">
      <section aria-labelledby={headingId} aria-busy>
        <Stack space="large">
          <h2 id={headingId} className={styles.sectionTitle}>
            {t.emailNotifications}
          </h2>
          <p>{t.emailNotificationsHint}</p>
          <p role="status">{t.preferencesLoading}</p>
        </Stack>
      </section>
    </Card>
  );
}
