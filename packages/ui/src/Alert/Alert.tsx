import type { ReactNode, Ref } from 'react';
import { CloseButton } from '../Overlay/CloseButton.tsx';
import * as styles from './Alert.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export const alertTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  /** The message. */
  children: ReactNode;
  /** An optional bold first line. */
  title?: ReactNode;
  /**
   * Colour family and urgency.
   * @default 'info'
   */
  tone?: AlertTone;
  /**
   * `alert` interrupts screen readers (errors that just appeared), `status` waits politely, `none` is for
   * messages present from the start (no announcement).
   * @default 'status' for neutral/info/success, 'alert' for warning/danger
   */
  role?: 'alert' | 'status' | 'none';
  /** When set, a close button is shown. */
  onDismiss?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss', the `UITexts` `dismiss` text
   */
  dismissLabel?: string;
  /** Extra class name. */
  className?: string;
  /** Ref to the element. */
  ref?: Ref<HTMLDivElement>;
}

/** An inline message box (form errors, notices on a page). */
export function Alert({
  children,
  title,
  tone = 'info',
  role,
  onDismiss,
  dismissLabel = uiText('dismiss'),
  className,
  ref,
}: AlertProps) {
  const liveRole = role ?? (tone === 'warning' || tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      ref={ref}
      role={liveRole === 'none' ? undefined : liveRole}
      className={[styles.alert, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <div className={styles.content}>
        {title && <div className={styles.title}>{title}</div>}
        <div>{children}</div>
      </div>
      {onDismiss && <CloseButton label={dismissLabel} onPress={onDismiss} />}
    </div>
  );
}
