import type { KitTexts } from '../texts.ts';

/** Become a seller in German. */
export const becomeSeller: KitTexts['becomeSeller'] = {
  title: 'Verkäufer werden',
  paypalId: 'PayPal-ID',
  paypalEmail: 'PayPal-E-Mail',
  paypal: 'PayPal',
  agreementTitle: 'Verkäufervereinbarung',
  intro:
    'Gib das PayPal-Konto an, auf das deine Verkaufserlöse ausgezahlt werden, und stimme der Verkäufervereinbarung zu.',
  paymentType: 'Zahlungsart',
  agree: 'Ich stimme der Verkäufervereinbarung zu',
  readAgreement: 'Verkäufervereinbarung lesen',
  acceptAgreement: 'Ich stimme zu',
  agreementUnavailable:
    'Die Verkäufervereinbarung konnte nicht geladen werden. Versuche es gleich noch einmal.',
  submit: 'Absenden',
};
