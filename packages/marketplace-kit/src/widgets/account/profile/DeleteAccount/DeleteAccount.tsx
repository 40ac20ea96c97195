import { useState } from 'react';
import { isApiError } from '#api/ApiError.ts';
import { useDeleteAccount } from '#api/account/useDeleteAccount.ts';
import { errorTexts as englishErrors } from '#texts.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { DeleteAccountView } from './DeleteAccountView.tsx';

/**
 * /account/delete, connected. Success: the session and every cached list are cleared, 'Account deleted successfully'
 * shows, and the user goes home. A wrong password shows on the field; any other refusal (active orders, approved
 * offers) shows the server's message under 'order exist'.
 */
export function DeleteAccount() {
  const errorTexts = useTexts('errors', englishErrors);
  const navigation = useNavigation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const remove = useDeleteAccount({
    onSuccess: () => navigation.navigate('/', { replace: true }),
    onError: (error) => {
      const message = isApiError(error) ? error.message : errorTexts.somethingWentWrong;
      // 400 is the password check; 409 the active orders or offers.
      if (isApiError(error) && error.status === 400) setPasswordError(message);
      else setRefusal(message);
    },
  });
  const onDelete = (password: string) => {
    setRefusal(null);
    setPasswordError(null);
    void remove.run(password);
  };
  return (
    <DeleteAccountView
      onDelete={onDelete}
      isPending={remove.isPending}
      refusal={refusal}
      passwordError={passwordError}
    />
  );
}
