// The Watch button in a chunk of its own, loaded when a page first shows one (routes/Watch.tsx): its requests, texts
// and watch-ids state stay out of the pages' own chunks.
import { WatchButton, type WatchButtonProps } from '@momento/marketplace-kit';

export default function WatchButtonChunk(props: WatchButtonProps) {
  return <WatchButton {...props} />;
}
