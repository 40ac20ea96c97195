import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '#api/notifications/useNotificationPreferences.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { NotificationSettingsView } from './NotificationSettingsView.tsx';

/** The signed-in user's e-mail preferences, saved one change at a time ('E-mail preferences saved'). */
export function NotificationSettings() {
  const t = useTexts('profile', englishTexts);
  const { data, error, isLoading } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences({ successNotice: t.preferencesSaved });
  return (
    <NotificationSettingsView
      preferences={data}
      isLoading={isLoading}
      isError={Boolean(error) && !data}
      isSaving={update.isPending}
      onChange={(kind, isSelected) => void update.run({ [kind]: isSelected })}
    />
  );
}
