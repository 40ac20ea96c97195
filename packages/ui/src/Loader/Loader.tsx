import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Loader.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export const loaderVariants = ['fullPage', 'inline'] as const;
export type LoaderVariant = (typeof loaderVariants)[number];

export interface LoaderProps {
  /**
   * What is loading, announced once by the status region and used as the spinner's name.
   * @default 'Loading', the `UITexts` `loading` text
   */
  label?: string;
  /**
   * `fullPage` covers the app until global data has loaded; `inline` fills its container.
   * @default 'fullPage'
   */
  variant?: LoaderVariant;
  /** Optional visible text under the spinner. */
  children?: ReactNode;
}

/**
 * A loading screen: a polite status region (`role="status"`, `aria-busy`) with a spinner. The site shows
 * the full-page variant until its global data (config, session) is ready.
 */
export function Loader({ label = uiText('loading'), variant = 'fullPage', children }: LoaderProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.loader} data-variant={variant}>
      <Spinner label={label} size="large" />
      {children && <div>{children}</div>}
    </div>
  );
}
