// Following's widgets in one chunk, loaded when a page first shows one of them (routes/Follow.tsx): the Watch button
// and an event's price history. Their requests, texts and state stay out of the pages' own chunks.
export { PriceHistory, WatchButton } from '@momento/marketplace-kit';
