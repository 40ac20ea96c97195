// Following's buttons in one chunk, loaded when a page first shows one of them (routes/Follow.tsx): Watch and 'Save
// this search'. Their requests, texts and state stay out of the pages' own chunks.
import { SaveSearchButton, WatchButton, type SaveSearchButtonProps, type WatchButtonProps } from '@momento/marketplace-kit';

export type FollowWidgetProps = ({ kind: 'watch' } & WatchButtonProps) | ({ kind: 'saveSearch' } & SaveSearchButtonProps);

export default function FollowWidget({ kind, ...props }: FollowWidgetProps) {
  return kind === 'watch' ? <WatchButton {...(props as WatchButtonProps)} /> : <SaveSearchButton {...(props as SaveSearchButtonProps)} />;
}
