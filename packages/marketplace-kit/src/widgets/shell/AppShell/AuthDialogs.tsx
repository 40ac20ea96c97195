import { lazy, Suspense, useEffect } from 'react';
import { useAuthDialogs } from './authDialogContext.tsx';

// The dialogs are loaded on demand: they carry the modal and form machinery that the first page view does not
// need (the home route's initial JS budget).
const loadLogin = () => import('../LoginDialog/LoginDialog.tsx');
const loadRegister = () => import('../RegisterDialog/RegisterDialog.tsx');
const loadForgot = () => import('../ForgotPasswordDialog/ForgotPasswordDialog.tsx');
const LoginDialog = lazy(() => loadLogin().then((module) => ({ default: module.LoginDialog })));
const RegisterDialog = lazy(() => loadRegister().then((module) => ({ default: module.RegisterDialog })));
const ForgotPasswordDialog = lazy(() => loadForgot().then((module) => ({ default: module.ForgotPasswordDialog })));

/** Renders the sign-in dialog that `useAuthDialogs()` opened (login, register or forgot password). */
export function AuthDialogs() {
  const { dialog } = useAuthDialogs();
  useEffect(() => {
    // Fetched on the first sign of intent (a pointer over, or focus on, any button or link), not at idle time:
    // evaluating the dialog chunks is a long task that would land in the first seconds of every visit (Lighthouse's
    // total blocking time). A dialog opened before that still loads on demand.
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const stop = () => events.forEach((name) => document.removeEventListener(name, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('button, a[href], [role="button"]')) return;
      stop();
      void loadLogin();
      void loadRegister();
      void loadForgot();
    }
    events.forEach((name) => document.addEventListener(name, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
  return (
    <Suspense fallback={null}>
      {dialog === 'login' ? <LoginDialog /> : dialog === 'register' ? <RegisterDialog /> : dialog === 'forgot' ? <ForgotPasswordDialog /> : null}
    </Suspense>
  );
}
