// The embed in German: the kit's German dictionary and the widget's own texts. A chunk of its own, fetched only for a
// widget whose `data-locale` (or `mount`'s `locale`) is German.
import { de as kit } from '@momento/marketplace-kit/locales/de';
import type { EmbedDictionary } from '../texts.ts';

export const de: EmbedDictionary = {
  kit,
  embed: {
    ticketDetails: kit.browse.ticketDetails,
    notForSale: kit.browse.notForSale,
    price: kit.browse.price,
    buy: 'Kaufen',
    viewOnMomento: 'Auf Momento ansehen',
    seeAll: 'Alle auf Momento ansehen',
    loading: kit.browse.loading,
    newTab: '(öffnet in einem neuen Tab)',
    noTicket: kit.empty.noTicketsHome,
    noTickets: kit.empty.noTickets,
    error: kit.errors.somethingWentWrong,
    ticketsFrom: 'Tickets auf Momento',
    makeOffer: kit.browse.makeOffer,
    messageSeller: kit.browse.messageSeller,
    addToCart: kit.browse.addToCart,
    buyNow: 'Jetzt kaufen',
    signingIn: 'Melde dich im geöffneten Fenster bei Momento an.',
    sessionEnded: 'Deine Anmeldung ist abgelaufen. Melde dich erneut an.',
    signIn: 'Anmelden',
    signInBlocked: 'Erlaube Pop-ups für diese Seite, um dich anzumelden',
    signInFailed: 'Die Anmeldung hat nicht geklappt. Melde dich erneut an.',
    watch: kit.followLabels.watch,
    watching: kit.followLabels.watching,
  },
  actions: {
    adding: 'Wird in deinen Warenkorb gelegt …',
    added: 'In deinen Warenkorb gelegt.',
    goToCart: 'Zu deinem Warenkorb auf Momento',
    yourOffer: 'Dein Angebot',
    viewOffer: 'Angebot ansehen',
    watched: 'Auf deiner Momento-Beobachtungsliste: Wir sagen dir Bescheid, wenn der Preis sinkt.',
    seeWatchlist: 'Deine Beobachtungsliste auf Momento',
    status: {
      sent: 'Angebot offen',
      countered: 'Gegenangebot des Verkäufers',
      waiting: 'Du hast angenommen: Warten auf den Verkäufer',
      accepted: 'Angebot angenommen',
      declined: 'Angebot abgelehnt',
      cancelled: 'Angebot beendet',
    },
  },
};
