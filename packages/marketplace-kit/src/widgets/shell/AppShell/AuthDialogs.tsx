import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useToast } from '#provider/MarketplaceProvider.tsx';
import { useAuthDialogs, type AuthDialogName } from './authDialogContext.tsx';
import { chromeTexts as t } from './chromeTexts.ts';

// The dialogs are loaded on demand: they carry the modal and form machinery that the first page view does not
// need (the home route's initial JS budget).
const loaders: Record<AuthDialogName, () => Promise<ComponentType>> = {
  login: () => import('../LoginDialog/LoginDialog.tsx').then((module) => module.LoginDialog),
  register: () => import('../RegisterDialog/RegisterDialog.tsx').then((module) => module.RegisterDialog),
  forgot: () => import('../ForgotPasswordDialog/ForgotPasswordDialog.tsx').then((module) => module.ForgotPasswordDialog),
};

/** A dialog's code that could not be fetched (offline, a flaky network, a deploy that replaced the hashed chunks). */
class DialogCodeNotLoaded extends Error {}

/**
 * Each dialog as a lazy component. React keeps a lazy component's failed import for good, so a failure replaces the
 * dialog's lazy component with a new one: the next opening imports again.
 */
const makeLazy = (name: AuthDialogName) =>
  lazy(() =>
    loaders[name]().then(
      (dialog) => ({ default: dialog }),
      (error: unknown) => {
        throw new DialogCodeNotLoaded(String(error));
      },
    ),
  );
const dialogs: Record<AuthDialogName, ComponentType> = { login: makeLazy('login'), register: makeLazy('register'), forgot: makeLazy('forgot') };

/**
 * Renders the sign-in dialog that `useAuthDialogs()` opened (login, register or forgot password). When its code cannot
 * be fetched the dialog closes (focus stays on what opened it), an error notice says so, and opening it again retries.
 */
export function AuthDialogs() {
  const { dialog, close } = useAuthDialogs();
  const toast = useToast();
  // Bumped on each failure: a fresh boundary for the next opening.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    // Fetched on the first sign of intent (a pointer over, or focus on, any button or link), not at idle time:
    // evaluating the dialog chunks is a long task that would land in the first seconds of every visit (Lighthouse's
    // total blocking time). A dialog opened before that still loads on demand; a fetch that fails here is tried
    // again when the dialog opens.
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const stop = () => events.forEach((name) => document.removeEventListener(name, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('button, a[href], [role="button"]')) return;
      stop();
      for (const load of Object.values(loaders)) load().catch(() => {});
    }
    events.forEach((name) => document.addEventListener(name, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
  const Dialog = dialog ? dialogs[dialog] : null;
  return (
    <DialogCodeBoundary
      key={failures}
      onNotLoaded={() => {
        if (dialog) dialogs[dialog] = makeLazy(dialog);
        close();
        toast.error(t.dialogNotLoaded);
        setFailures((count) => count + 1);
      }}
    >
      <Suspense fallback={null}>{Dialog ? <Dialog /> : null}</Suspense>
    </DialogCodeBoundary>
  );
}

/** Catches a dialog whose code could not load; any other error goes on to the page's own error boundary. */
class DialogCodeBoundary extends Component<{ children: ReactNode; onNotLoaded: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof DialogCodeNotLoaded) this.props.onNotLoaded();
  }

  override render() {
    if (this.state.error && !(this.state.error instanceof DialogCodeNotLoaded)) throw this.state.error;
    return this.state.error ? null : this.props.children;
  }
}
