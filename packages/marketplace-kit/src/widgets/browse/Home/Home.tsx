import type { Ticket } from '@momento/contract';
import type { ReactNode } from 'react';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { useAuthDialogs } from '../../shell/AppShell/authDialogContext.tsx';
import { FeaturedTickets } from './FeaturedTickets.tsx';
import { HomeView } from './HomeView.tsx';
import { PopularLists } from './PopularLists.tsx';

export interface HomeProps {
  /** Rendered beside each featured card's name: the app's per-ticket action (the compact Watch button). */
  ticketAction?: (ticket: Ticket) => ReactNode;
}

/** The home page, connected: 'Sign Up Now' opens the register dialog and shows only while logged out. */
export function Home({ ticketAction }: HomeProps) {
  const { status } = useSession();
  const dialogs = useAuthDialogs();
  return (
    <HomeView
      featured={<FeaturedTickets ticketAction={ticketAction} />}
      popular={<PopularLists />}
      isLoggedIn={status === 'loggedIn'}
      onSignUp={dialogs.openRegister}
    />
  );
}
