import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useToast as useAriaToast,
  useToastRegion,
  type AriaToastRegionProps,
} from 'react-aria';
import { ToastQueue, useToastQueue, type QueuedToast, type ToastState } from 'react-stately';
import { CloseButton } from '../Overlay/CloseButton.tsx';
import { PortalOverlay } from '../Overlay/Overlay.tsx';
import * as styles from './Toast.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export const toastTones = ['info', 'success', 'error', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast shows. */
export interface ToastContent {
  /** The message, e.g. 'Item Added to Cart'. */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** Colour and meaning. */
  tone: ToastTone;
}

export interface ToastShowOptions {
  /**
   * Milliseconds before the toast closes by itself; `null` keeps it until closed. Timers pause while the
   * pointer is over the region or focus is inside it.
   * @default the queue's timeout (5000)
   */
  timeout?: number | null;
  /** Called when the toast closes (by the user or its timer). */
  onClose?: () => void;
}

/** The imperative toast API: `toast.success('Item Added to Cart')`. Each call returns the toast's key. */
export interface ToastApi {
  show(content: ToastContent, options?: ToastShowOptions): string;
  info(title: ReactNode, options?: ToastShowOptions & { description?: ReactNode }): string;
  success(title: ReactNode, options?: ToastShowOptions & { description?: ReactNode }): string;
  warning(title: ReactNode, options?: ToastShowOptions & { description?: ReactNode }): string;
  error(title: ReactNode, options?: ToastShowOptions & { description?: ReactNode }): string;
  /** Closes one toast. */
  close(key: string): void;
  /** Closes every toast. */
  clear(): void;
  /** The underlying react-stately queue (render it with `ToastRegion`). */
  readonly queue: ToastQueue<ToastContent>;
}

export interface CreateToastQueueOptions {
  /**
   * How many toasts show at once; later ones wait.
   * @default 3
   */
  maxVisibleToasts?: number;
  /**
   * Default auto-dismiss delay in milliseconds (WCAG 2.2.1: at least 5 s, paused on hover and focus).
   * @default 5000
   */
  timeout?: number;
}

/**
 * Creates a toast queue and its imperative API. Create one per app (outside React, or in a `useState`
 * initialiser) and render `<ToastRegion api={api} />` once, or use `ToastProvider`.
 */
export function createToastQueue({
  maxVisibleToasts = 3,
  timeout = 5000,
}: CreateToastQueueOptions = {}): ToastApi {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts });
  const show = (content: ToastContent, options: ToastShowOptions = {}) =>
    queue.add(content, {
      timeout: options.timeout === null ? undefined : (options.timeout ?? timeout),
      onClose: options.onClose,
    });
  const byTone =
    (tone: ToastTone) =>
    (title: ReactNode, { description, ...options }: ToastShowOptions & { description?: ReactNode } = {}) =>
      show({ title, description, tone }, options);
  return {
    show,
    info: byTone('info'),
    success: byTone('success'),
    warning: byTone('warning'),
    error: byTone('error'),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
    queue,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Provider and hook

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** An API from `createToastQueue` (to show toasts from outside React too); one is created when omitted. */
  api?: ToastApi;
  /**
   * Accessible name of the notifications landmark.
   * @default 'Notifications', the `UITexts` `notifications` text
   */
  regionLabel?: string;
  /**
   * Accessible name of each toast's close button.
   * @default 'Close', the `UITexts` `close` text
   */
  closeLabel?: string;
  children: ReactNode;
}

/** Provides `useToast()` to its subtree and renders the toast region (top right, portalled). */
export function ToastProvider({ api, regionLabel, closeLabel, children }: ToastProviderProps) {
  const ownApi = useMemo(() => api ?? createToastQueue(), [api]);
  return (
    <ToastContext.Provider value={ownApi}>
      {children}
      <ToastRegion api={ownApi} aria-label={regionLabel} closeLabel={closeLabel} />
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest `ToastProvider`. Throws an actionable error outside one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error(
      'useToast: no <ToastProvider> above this component. Wrap your app in <ToastProvider> (or <MarketplaceProvider>, which includes it).',
    );
  }
  return api;
}

// ---------------------------------------------------------------------------------------------------------------------
// Region and toast

export interface ToastRegionProps extends AriaToastRegionProps {
  /**
   * Accessible name of the notifications landmark.
   * @default 'Notifications', the `UITexts` `notifications` text
   */
  'aria-label'?: string;
  /** The API whose queue this region shows. */
  api: ToastApi;
  /**
   * Accessible name of each toast's close button.
   * @default 'Close', the `UITexts` `close` text
   */
  closeLabel?: string;
}

/**
 * The landmark region that shows the queue's toasts (top right), portalled into the provider's container.
 * react-aria announces each toast as an alert, pauses timers on hover and focus, and F6 moves focus to it.
 * Renders nothing while the queue is empty.
 */
export function ToastRegion({
  api,
  closeLabel = uiText('close'),
  'aria-label': ariaLabel = uiText('notifications'),
  ...props
}: ToastRegionProps) {
  const state = useToastQueue(api.queue);
  if (state.visibleToasts.length === 0) {
    return null;
  }
  return <OpenToastRegion state={state} closeLabel={closeLabel} aria-label={ariaLabel} {...props} />;
}

function OpenToastRegion({
  state,
  closeLabel,
  ...props
}: AriaToastRegionProps & { state: ToastState<ToastContent>; closeLabel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion(props, state, ref);
  return (
    <PortalOverlay disableFocusManagement>
      <div {...regionProps} ref={ref} className={styles.region}>
        {state.visibleToasts.map((toast) => (
          <Toast key={toast.key} toast={toast} state={state} closeLabel={closeLabel} />
        ))}
      </div>
    </PortalOverlay>
  );
}

function Toast({
  toast,
  state,
  closeLabel,
}: {
  toast: QueuedToast<ToastContent>;
  state: ToastState<ToastContent>;
  closeLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { toastProps, contentProps, titleProps, descriptionProps } = useAriaToast({ toast }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(toastProps, focusProps)}
      // react-aria always points aria-describedby at a description; without one the reference would dangle.
      aria-describedby={toast.content.description ? toastProps['aria-describedby'] : undefined}
      ref={ref}
      className={styles.toast}
      data-tone={toast.content.tone}
      data-focus-visible={isFocusVisible || undefined}
    >
      <div {...contentProps} className={styles.content}>
        <div {...titleProps} className={styles.title}>
          {toast.content.title}
        </div>
        {toast.content.description && (
          <div {...descriptionProps} className={styles.description}>
            {toast.content.description}
          </div>
        )}
      </div>
      <CloseButton label={closeLabel} onPress={() => state.close(toast.key)} />
    </div>
  );
}
