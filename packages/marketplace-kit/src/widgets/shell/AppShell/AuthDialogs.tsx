import { useEffect, type ComponentType } from 'react';
import { useToast } from '#provider/MarketplaceProvider.tsx';
import { codeOnIntent } from '#widgets/shared/codeOnIntent.ts';
import { useAuthDialogs } from './authDialogContext.tsx';
import { chromeTexts as englishChromeTexts } from './chromeTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

// The dialogs are loaded on demand: they carry the modal and form machinery that the first page view does not
// need (the home route's initial JS budget). A failed import is not kept: the next opening imports again.
const useLoginCode = codeOnIntent<ComponentType>(() =>
  import('../LoginDialog/LoginDialog.tsx').then((module) => module.LoginDialog),
);
const useRegisterCode = codeOnIntent<ComponentType>(() =>
  import('../RegisterDialog/RegisterDialog.tsx').then((module) => module.RegisterDialog),
);
const useForgotCode = codeOnIntent<ComponentType>(() =>
  import('../ForgotPasswordDialog/ForgotPasswordDialog.tsx').then((module) => module.ForgotPasswordDialog),
);

/**
 * Renders the sign-in dialog that `useAuthDialogs()` opened (login, register or forgot password). When its code cannot
 * be fetched the dialog closes (focus stays on what opened it), an error notice says so, and opening it again retries.
 */
export function AuthDialogs() {
  const t = useTexts('shellChrome', englishChromeTexts);
  const { dialog, close } = useAuthDialogs();
  const toast = useToast();
  const notLoaded = () => {
    close();
    toast.error(t.dialogNotLoaded);
  };
  const code = {
    login: useLoginCode(notLoaded),
    register: useRegisterCode(notLoaded),
    forgot: useForgotCode(notLoaded),
  };
  const [Dialog, loadDialog] = dialog ? code[dialog] : [null, null];
  // An open dialog needs its code (a load already under way is not started again).
  useEffect(() => loadDialog?.(true), [loadDialog]);
  const [loadLogin, loadRegister, loadForgot] = [code.login[1], code.register[1], code.forgot[1]];
  useEffect(() => {
    // Fetched on the first sign of intent (a pointer over, or focus on, any button or link), not at idle time:
    // evaluating the dialog chunks is a long task that would land in the first seconds of every visit (Lighthouse's
    // total blocking time). A dialog opened before that still loads on demand; a fetch that fails here is silent and
    // tried again when the dialog opens.
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const stop = () => events.forEach((name) => document.removeEventListener(name, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('button, a[href], [role="button"]'))
        return;
      stop();
      [loadLogin, loadRegister, loadForgot].forEach((load) => load());
    }
    events.forEach((name) => document.addEventListener(name, onIntent, { capture: true, passive: true }));
    return stop;
  }, [loadLogin, loadRegister, loadForgot]);
  return Dialog ? <Dialog /> : null;
}
