import { useAuthDialogs } from '@momento/marketplace-kit';
import { useEffect } from 'react';
import { Navigate } from 'react-router';

/** /register and /forgot-password are link targets of dialogs: home with the dialog open. */
function OpenDialog({ dialog }: { dialog: 'register' | 'forgot' }) {
  const { openRegister, openForgot } = useAuthDialogs();
  useEffect(() => {
    if (dialog === 'register') openRegister();
    else openForgot();
  }, [dialog, openRegister, openForgot]);
  return <Navigate to="/" replace />;
}

export function RegisterRoute() {
  return <OpenDialog dialog="register" />;
}

export function ForgotPasswordRoute() {
  return <OpenDialog dialog="forgot" />;
}
