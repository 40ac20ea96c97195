import { ConnectedSites } from '../ConnectedSites/ConnectedSites.tsx';
import { NotificationSettings } from '../NotificationSettings/NotificationSettings.tsx';
import { AddressInformationSection } from './AddressInformationSection.tsx';
import { ProfilePage } from './profileParts.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SellerInformationSection } from './SellerInformationSection.tsx';
import { ShippingAddressSection } from './ShippingAddressSection.tsx';

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
 * succeeds; a refused request keeps it open with what was typed.
 */
export function AccountProfile({ openSellerPayment = false }: AccountProfileProps) {
  return (
    <ProfilePage>
      <ProfileSection />
      <AddressInformationSection />
      <ShippingAddressSection />
      <SellerInformationSection openSellerPayment={openSellerPayment} />
      <NotificationSettings />
      <ConnectedSites />
    </ProfilePage>
  );
}
