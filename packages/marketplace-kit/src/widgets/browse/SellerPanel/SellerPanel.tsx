import type { SellerRef } from '@momento/contract';
import { Button, Card, Inline, Link, Stack } from '@momento/ui';
import { browseTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';

export interface SellerPanelProps {
  seller: Pick<SellerRef, 'id' | 'name'>;
  /**
   * Link the seller's name to their tickets (/tickets?seller={id}); off on that page itself.
   * @default true
   */
  linkToTickets?: boolean;
  /** Message the seller (account-area.md: My Messages). Without a handler and a viewer the button opens login. */
  onMessage?: () => void;
  /** Report the seller (account-area.md: Report Seller dialog). */
  onReport?: () => void;
  /** Make Offer (account-area.md: Create Offer dialog). */
  onMakeOffer?: () => void;
  /** Hides the actions (the viewer is this seller, or the page is read-only). @default false */
  hideActions?: boolean;
  /** Heading level of the panel title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The seller of a listing (or of the listings of /tickets?seller=): name and the contact actions of document 2
 * (message, report, make an offer). The connected widgets route these to the login dialog while logged out.
 */
export function SellerPanel({
  seller,
  linkToTickets = true,
  onMessage,
  onReport,
  onMakeOffer,
  hideActions = false,
  headingLevel = 2,
}: SellerPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const actions: Array<{ label: string; onPress: (() => void) | undefined }> = [
    { label: browseTexts.messageSeller, onPress: onMessage },
    { label: browseTexts.reportSeller, onPress: onReport },
    { label: browseTexts.makeOffer, onPress: onMakeOffer },
  ];
  const shown = actions.filter((action): action is { label: string; onPress: () => void } => action.onPress !== undefined);
  return (
    <Card as="section" aria-label={browseTexts.sellerPanelHeading} padding="medium">
      <Stack space="small">
        <Heading className={shared.sectionHeading}>
          {linkToTickets ? (
            <Link href={`/tickets?seller=${seller.id}`} variant="standalone">
              {seller.name}
            </Link>
          ) : (
            seller.name
          )}
        </Heading>
        {!hideActions && shown.length > 0 ? (
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
