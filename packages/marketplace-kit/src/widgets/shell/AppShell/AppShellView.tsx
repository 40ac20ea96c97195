import type { ReactNode } from 'react';
import * as styles from './AppShell.css.ts';
import { FullPageLoader } from './FullPageLoader.tsx';

export const MAIN_CONTENT_ID = 'momento-main';

export interface AppShellViewProps {
  /** The header (logo, search, account, cart, main navigation). */
  header: ReactNode;
  /** The footer. */
  footer: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** Global data is still loading: a loader covers the whole app. @default false */
  isLoading?: boolean;
  /** Dialogs and other overlays rendered next to the page. */
  overlays?: ReactNode;
}

/**
 * The page frame: skip link, header, main landmark, footer; the full-app loader over it while global data loads.
 * The frame is mounted (hidden and inert) under the loader, so the page's own requests start alongside the global
 * ones instead of after them, and showing it is a style change rather than a first render of everything.
 */
export function AppShellView({ header, footer, children, isLoading = false, overlays }: AppShellViewProps) {
  return (
    <>
      {isLoading ? <FullPageLoader /> : null}
      <div className={styles.shell} hidden={isLoading} inert={isLoading}>
        <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
          Skip to main content
        </a>
        {header}
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {footer}
        {overlays}
      </div>
    </>
  );
}
