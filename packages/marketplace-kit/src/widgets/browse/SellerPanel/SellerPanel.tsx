import type { SellerRef } from '@momento/contract';
import { Button, Card, Inline, Link, Stack } from '@momento/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { browseTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { SellerReputationPlaceholder } from './SellerReputationPlaceholder.tsx';

// The reputation (its request and its rule) loads after the panel shows: the pages that carry the panel keep their
// first download small, and the name and the actions never wait for it.
const SellerReputation = lazy(() => import('./SellerReputation.tsx'));

export interface SellerPanelProps {
  seller: Pick<SellerRef, 'id' | 'name'>;
  /**
   * Link the seller's name to their tickets (/tickets?seller={id}); off on that page itself.
   * @default true
   */
  linkToTickets?: boolean;
  /**
   * The signed-in viewer's user id; null while logged out (each action then asks for a login through
   * `onRequireLogin`, when given); the seller themself gets no actions. Undefined leaves the actions to the handlers.
   */
  viewerId?: number | null;
  /** Logged out: what the actions do instead (the app's login dialog). */
  onRequireLogin?: () => void;
  /** Message the seller (opens the conversation with them). Without a handler (or a visitor's login) the button is not shown. */
  onMessage?: () => void;
  /** Report the seller (the Report Seller dialog). */
  onReport?: () => void;
  /** Make Offer (the offer dialog). */
  onMakeOffer?: () => void;
  /** Hides the actions (the viewer is this seller, or the page is read-only). @default false */
  hideActions?: boolean;
  /**
   * Show the seller's reputation: rating averages, the number of reviews with a link to them, or 'New seller'.
   * @default true
   */
  showReputation?: boolean;
  /** Heading level of the panel title. @default 2 */
  headingLevel?: 2 | 3;
  /** Shown beside the seller's name: the full `WatchButton` of the seller (`target={{ type: 'SELLER', id }}`). */
  action?: ReactNode;
}

/**
 * The seller of a ticket (or of the tickets of /tickets?seller=): name, reputation and the contact actions
 * (message, report, make an offer), with one rule wherever it shows: no actions for the seller themself, and a
 * login first for a visitor.
 */
export function SellerPanel({
  seller,
  linkToTickets = true,
  viewerId,
  onRequireLogin,
  onMessage,
  onReport,
  onMakeOffer,
  hideActions = false,
  showReputation = true,
  headingLevel = 2,
  action,
}: SellerPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isSelf = viewerId !== undefined && viewerId !== null && viewerId === seller.id;
  const pick = (handler: (() => void) | undefined) =>
    viewerId === null && onRequireLogin ? onRequireLogin : handler;
  const actions: Array<{ label: string; onPress: (() => void) | undefined }> = [
    { label: browseTexts.messageSeller, onPress: pick(onMessage) },
    { label: browseTexts.reportSeller, onPress: pick(onReport) },
    { label: browseTexts.makeOffer, onPress: pick(onMakeOffer) },
  ];
  const shown = actions.filter(
    (entry): entry is { label: string; onPress: () => void } => entry.onPress !== undefined,
  );
  const heading = (
    <Heading className={shared.sectionHeading}>
      {linkToTickets ? (
        <Link href={`/tickets?seller=${seller.id}`} variant="standalone">
          {seller.name}
        </Link>
      ) : (
        seller.name
      )}
    </Heading>
  );
  return (
    <Card as="section" aria-label={browseTexts.sellerPanelHeading} padding="medium">
      <Stack space="small">
        {action ? (
          <Inline space="small" alignY="center" justify="space-between" wrap>
            {heading}
            {action}
          </Inline>
        ) : (
          heading
        )}
        {showReputation ? (
          <Suspense fallback={<SellerReputationPlaceholder />}>
            <SellerReputation sellerId={seller.id} />
          </Suspense>
        ) : null}
        {!hideActions && !isSelf && shown.length > 0 ? (
          <Inline space="small" wrap>
            {shown.map((action) => (
              <Button key={action.label} variant="outline" size="small" onPress={action.onPress}>
                {action.label}
              </Button>
            ))}
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
