import { Card } from '@momento/ui';
import { lazy, Suspense } from 'react';
import { errorTexts as englishErrors } from '#texts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { MessageState } from '#widgets/shared/LoadState.tsx';
import { ConnectedSitesStandIn } from '../ConnectedSites/ConnectedSitesStandIn.tsx';
import { NotificationSettingsStandIn } from '../NotificationSettings/NotificationSettingsStandIn.tsx';
import { AddressInformationSection } from './AddressInformationSection.tsx';
import { ProfilePage } from './profileParts.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SellerInformationSection } from './SellerInformationSection.tsx';
import { ShippingAddressSection } from './ShippingAddressSection.tsx';

// The two last sections, the e-mail preferences and Partner sites, are chunks of their own that the page fetches as
// it renders: the sections above do not wait for them, and the /account route stays within its bundle budget (README,
// Performance). Until one arrives, its stand-in holds the same place with the same heading and loading line.
const NotificationSettings = lazy(async () => ({
  default: (await import('../NotificationSettings/NotificationSettings.tsx')).NotificationSettings,
}));
const ConnectedSites = lazy(async () => ({
  default: (await import('../ConnectedSites/ConnectedSites.tsx')).ConnectedSites,
}));

export interface AccountProfileProps {
  /**
   * Open the Edit Seller Payment dialog at first (the site's /editSellerPaypal link).
   * @default false
   */
  openSellerPayment?: boolean;
}

/**
 * /account, connected: one section after another, each loading its own data and holding its own dialog: Profile
 * Information, Address Information (contact and billing), the Shipping Address card, Seller Information (registered
 * sellers), the e-mail preferences and the partner sites that may use the account. A dialog closes once its request
 * succeeds; a refused request keeps it open with what was typed. Signed out, it says 'Please log in to continue.'
 * in their place.
 */
export function AccountProfile({ openSellerPayment = false }: AccountProfileProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const { status } = useSession();
  // Every section is the signed-in user's. Once the session has ended (Sign out everywhere, a sign-out elsewhere on
  // the page, a failed refresh) none of them can load, so the page says it once instead of each section waiting for
  // data that never comes or failing on its own.
  if (status === 'loggedOut') {
    return (
      <ProfilePage>
        <Card padding="large">
          <MessageState>{errorTexts.unauthorized}</MessageState>
        </Card>
      </ProfilePage>
    );
  }
  return (
    <ProfilePage>
      <ProfileSection />
      <AddressInformationSection />
      <ShippingAddressSection />
      <SellerInformationSection openSellerPayment={openSellerPayment} />
      <Suspense fallback={<NotificationSettingsStandIn />}>
        <NotificationSettings />
      </Suspense>
      <Suspense fallback={<ConnectedSitesStandIn />}>
        <ConnectedSites />
      </Suspense>
    </ProfilePage>
  );
}
