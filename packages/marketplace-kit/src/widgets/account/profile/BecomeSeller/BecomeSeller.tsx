import { useAgreement } from '#api/reference/useAgreement.ts';
import { useRegisterSeller } from '#api/seller/useRegisterSeller.ts';
import { useEffect } from 'react';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { isSeller } from '#session/sessionStore.ts';
import { BecomeSellerView } from './BecomeSellerView.tsx';

/**
 * /account/seller, connected: registers the user as a seller with their PayPal details. After the request ends,
 * success or failure, the route is replaced with /account and the session's permissions
 * are read again, so the menu and the seller features change without a reload.
 */
export function BecomeSeller() {
  const navigation = useNavigation();
  const agreement = useAgreement();
  const register = useRegisterSeller();
  const { permissions } = useSession();
  const alreadySeller = isSeller(permissions);
  // A registered seller has nothing to do here (the menu no longer offers the page): back to the profile.
  useEffect(() => {
    if (alreadySeller && !register.isPending) navigation.navigate('/account', { replace: true });
  }, [alreadySeller, register.isPending, navigation]);
  return (
    <BecomeSellerView
      isPending={register.isPending}
      agreementHtml={agreement.data?.content_description ?? null}
      isAgreementLoading={agreement.isLoading}
      onSubmit={async (values) => {
        await register.run(values);
        navigation.navigate('/account', { replace: true });
      }}
    />
  );
}
