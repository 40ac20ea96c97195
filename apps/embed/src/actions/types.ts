import type { ResolvedOptions } from '../options.ts';

// What the action buttons (actions.tsx, in the widget chunk), the actions' own chunk (TicketActions.tsx) and the
// tickets widget (which renders the buttons it is given) share.

export type ActionKind = 'offer' | 'message' | 'add' | 'buy' | 'watch';

/** What an action needs to know about the ticket (none for a seller's tickets: the offer starts with no ticket). */
export interface ActionTicket {
  product_id: number;
  listing_name: string;
  price: string | null;
}

export interface EmbedActionsProps {
  options: ResolvedOptions;
  host: HTMLElement;
  sellerId: number;
  /** The ticket widget's ticket; a seller's tickets have none (no cart buttons, the offer starts empty). */
  ticket?: ActionTicket & { forSale: boolean };
}
