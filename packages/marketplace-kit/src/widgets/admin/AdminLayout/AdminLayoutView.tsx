import { Link } from '@momento/ui';
import { useId, type ReactNode } from 'react';
import { adminMenu, adminTexts as englishAdminTexts, currentAdminEntry } from '../adminTexts.ts';
import { menuLink } from '../../account/AccountLayout/AccountLayout.css.ts';
import * as styles from './AdminLayout.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface AdminLayoutViewProps {
  /** The current location (path and query): marks the current page in the menu. */
  location: string;
  /**
   * Where the admin area is mounted; the menu links below it.
   * @default '/admin'
   */
  basePath?: string;
  /** The admin area page. */
  children?: ReactNode;
}

/**
 * The admin area's frame: its menu (Dashboard, Moderation, Reports, Deliveries, Users, Audit log) beside the
 * page from medium screens up and above it on small screens. The current page's entry carries `aria-current="page"`.
 */
export function AdminLayoutView({ location, basePath = '/admin', children }: AdminLayoutViewProps) {
  const t = useTexts('console', englishAdminTexts);
  const entries = adminMenu(basePath, t);
  const current = currentAdminEntry(location, entries);
  const headingId = useId();
  return (
    <div className={styles.layout}>
      <nav aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t.navigation}
        </h2>
        <ul className={styles.menuList}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={menuLink}
                aria-current={entry === current ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
