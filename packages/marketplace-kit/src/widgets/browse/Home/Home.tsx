import { useSession } from '#provider/MarketplaceProvider.tsx';
import { useAuthDialogs } from '../../shell/AppShell/authDialogContext.tsx';
import { FeaturedTickets } from './FeaturedTickets.tsx';
import { HomeView } from './HomeView.tsx';
import { PopularLists } from './PopularLists.tsx';

/** The home page, connected: 'Sign Up Now' opens the register dialog and shows only while logged out. */
export function Home() {
  const { status } = useSession();
  const dialogs = useAuthDialogs();
  return (
    <HomeView
      featured={<FeaturedTickets />}
      popular={<PopularLists />}
      isLoggedIn={status === 'loggedIn'}
      onSignUp={dialogs.openRegister}
    />
  );
}
