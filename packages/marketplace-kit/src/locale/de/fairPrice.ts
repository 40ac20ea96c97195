import type { KitTexts } from '../texts.ts';

const ticketCount = (count: number) => `${count} ${count === 1 ? 'Angebot' : 'Angebote'}`;

/** The ticket form's price comparison in German. */
export const fairPrice: KitTexts['fairPrice'] = {
  label: 'Preisvergleich',
  greatPrice: 'Top-Preis',
  fairPrice: 'Fairer Preis',
  comparison: (percent: number, median: string, count: number) =>
    percent === 0
      ? `Preis im Median ähnlicher Angebote (Median ${median}, ${ticketCount(count)})`
      : `Preis ${Math.abs(percent)} % ${percent < 0 ? 'unter' : 'über'} ähnlichen Angeboten (Median ${median}, ${ticketCount(count)})`,
  faceComparison: (percent: number) =>
    percent === 0
      ? 'Preis entspricht dem Nennwert.'
      : `${Math.abs(percent)} % ${percent < 0 ? 'unter' : 'über'} dem Nennwert.`,
};
