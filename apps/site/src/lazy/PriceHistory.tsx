// An event's price history in a chunk of its own, loaded when a page first shows it (the ticket page, /tickets?event=):
// the pages' own chunks carry only the lazy shell (routes/PriceHistorySection.tsx).
import { PriceHistory, type PriceHistoryProps } from '@momento/marketplace-kit';

export default function PriceHistoryChunk(props: PriceHistoryProps) {
  return <PriceHistory {...props} />;
}
