import {
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationPreferenceKind,
  type NotificationPreferences,
} from '@momento/contract';
import { Alert, Card, Checkbox, Stack } from '@momento/ui';
import { useId } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import * as styles from '../Profile.css.ts';

const labels = (
  t: typeof englishTexts,
): Record<NotificationPreferenceKind, { label: string; hint: string }> => ({
  orders: { label: t.notifyOrders, hint: t.notifyOrdersHint },
  offers: { label: t.notifyOffers, hint: t.notifyOffersHint },
  messages: { label: t.notifyMessages, hint: t.notifyMessagesHint },
  saved_searches: { label: t.notifySavedSearches, hint: t.notifySavedSearchesHint },
  price_drops: { label: t.notifyPriceDrops, hint: t.notifyPriceDropsHint },
});

export interface NotificationSettingsViewProps {
  /** The user's choices; undefined while they load or when they failed. */
  preferences: NotificationPreferences | undefined;
  /** @default false */
  isLoading?: boolean;
  /** Loading failed. @default false */
  isError?: boolean;
  /** A change is being saved: the boxes wait. @default false */
  isSaving?: boolean;
  /** One kind switched on or off. */
  onChange: (kind: NotificationPreferenceKind, isSelected: boolean) => void;
}

/** The profile page's "E-mail notifications" section: one box per kind people may switch off. */
export function NotificationSettingsView({
  preferences,
  isLoading = false,
  isError = false,
  isSaving = false,
  onChange,
}: NotificationSettingsViewProps) {
  const t = useTexts('profile', englishTexts);
  const kindLabels = labels(t);
  const headingId = useId();
  return (
    <Card padding="large">
      <section aria-labelledby={headingId} aria-busy={isLoading || isSaving}>
        <Stack space="large">
          <h2 id={headingId} className={styles.sectionTitle}>
            {t.emailNotifications}
          </h2>
          <p>{t.emailNotificationsHint}</p>
          {isError ? (
            <Alert tone="danger" role="none">
              {t.preferencesFailed}
            </Alert>
          ) : isLoading || !preferences ? (
            // Plain words rather than a skeleton, which would split a shared chunk out of the catalogue's routes.
            <p role="status">{t.preferencesLoading}</p>
          ) : (
            <Stack space="medium">
              {NOTIFICATION_PREFERENCE_KINDS.map((kind) => (
                <Checkbox
                  key={kind}
                  isSelected={preferences[kind]}
                  isDisabled={isSaving}
                  description={kindLabels[kind].hint}
                  onChange={(selected) => onChange(kind, selected)}
                >
                  {kindLabels[kind].label}
                </Checkbox>
              ))}
            </Stack>
          )}
        </Stack>
      </section>
    </Card>
  );
}
