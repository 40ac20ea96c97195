import type { KitMessages } from '../messages.ts';

const listingCount = (count: number) => `${count} ${count === 1 ? 'Angebot' : 'Angebote'}`;

/** The ticket form's price comparison in German. */
export const fairPrice: KitMessages['fairPrice'] = {
  label: 'Preisvergleich',
  greatPrice: 'Top-Preis',
  fairPrice: 'Fairer Preis',
  comparison: (percent: number, median: string, count: number) =>
    percent === 0
      ? `Preis im Median ähnlicher Angebote (Median ${median}, ${listingCount(count)})`
      : `Preis ${Math.abs(percent)} % ${percent < 0 ? 'unter' : 'über'} ähnlichen Angeboten (Median ${median}, ${listingCount(count)})`,
  faceComparison: (percent: number) =>
    percent === 0
      ? 'Preis entspricht dem Nennwert.'
      : `${Math.abs(percent)} % ${percent < 0 ? 'unter' : 'über'} dem Nennwert.`,
};
