import { Card, Spinner } from '@momento/ui';
import { errorTexts } from '../../../../messages.ts';
import { shellTexts as t } from '../../../shell/AppShell/texts.ts';
import * as styles from './AccountProfile.css.ts';

export interface AccountProfileUser {
  name: string;
  mail: string;
  mobile_no: string | null;
  /** The avatar (the default avatar when the user has none). */
  avatarUrl: string;
}

export interface AccountProfileViewProps {
  user?: AccountProfileUser | null;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
}

/** /account: the signed-in user's name, e-mail and phone (the rest of the account area comes with account-area.md). */
export function AccountProfileView({ user, isLoading = false, isError = false }: AccountProfileViewProps) {
  return (
    <section className={styles.page} aria-labelledby="momento-profile-title">
      <h1 id="momento-profile-title" className={styles.title}>
        {t.profileTitle}
      </h1>
      {isLoading ? (
        <Spinner label={t.profileTitle} />
      ) : isError || !user ? (
        <p className={styles.muted}>{errorTexts.somethingWentWrong}</p>
      ) : (
        <Card padding="large">
          <div className={styles.profile}>
            <img className={styles.avatar} src={user.avatarUrl} alt="" width={96} height={96} />
            <dl className={styles.fields}>
              <dt className={styles.term}>{t.name}</dt>
              <dd className={styles.value}>{user.name}</dd>
              <dt className={styles.term}>{t.email}</dt>
              <dd className={styles.value}>{user.mail}</dd>
              <dt className={styles.term}>{t.phone}</dt>
              <dd className={styles.value}>{user.mobile_no || t.notGiven}</dd>
            </dl>
          </div>
        </Card>
      )}
    </section>
  );
}
