import { lazy, Suspense, useEffect } from 'react';
import { useAuthDialogs } from './authDialogContext.tsx';

// The dialogs are loaded on demand: they carry the modal and form machinery that the first page view does not
// need (the home route's initial JS budget, issue 7). They are fetched when the browser is idle.
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
    if (typeof window === 'undefined' || !('requestIdleCallback' in window)) return;
    const handle = window.requestIdleCallback(() => {
      void loadLogin();
      void loadRegister();
      void loadForgot();
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return (
    <Suspense fallback={null}>
      {dialog === 'login' ? <LoginDialog /> : dialog === 'register' ? <RegisterDialog /> : dialog === 'forgot' ? <ForgotPasswordDialog /> : null}
    </Suspense>
  );
}
