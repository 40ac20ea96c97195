// German status labels (`statuses`): the badges of orders, deliveries, offers, tickets, refunds, sellers, partners
// and reports. The English ones are the product's (upper case where it writes them so).
import type { KitTexts } from '../texts.ts';

export const statuses: KitTexts['statuses'] = {
  order: {
    PENDING_PAYMENT: 'Nicht bezahlt',
    PAYMENT_PROCESSING: 'Nicht bezahlt',
    PAID: 'Bezahlt',
    CANCELLED: 'Bestellung storniert',
    EXPIRED: 'Bestellung abgelaufen',
  },
  fulfilment: {
    OPEN: 'Deine Bestellung ist in Bearbeitung',
    SHIPPED: 'Deine Bestellung wurde versendet',
    DELIVERED_ACK_BUYER: 'Deine Bestellung wurde zugestellt',
    DELIVERED_ACK_SELLER: 'Deine Bestellung wurde zugestellt, vom Verkäufer bestätigt',
    DELIVERED_ACK_ADMIN: 'Deine Bestellung wurde zugestellt, von Momento bestätigt',
    RETURNED: 'ZURÜCKGESCHICKT',
  },
  offer: {
    OPEN: 'OFFEN',
    ACCEPTED_BUYER: 'VOM KÄUFER ANGENOMMEN',
    ACCEPTED_SELLER: 'VOM VERKÄUFER ANGENOMMEN',
    CANCELLED: 'VOM VERKÄUFER ZURÜCKGEZOGEN',
    DROPPED: 'ANGEBOT ENTFALLEN',
    REJECTED: 'VOM VERKÄUFER ABGELEHNT',
    CART: 'IM WARENKORB',
    IN_CHECK_OUT: 'IM WARENKORB',
    IN_ORDER: 'IN EINER BESTELLUNG',
    SOLD: 'VERKAUFT',
    EXPIRED: 'ANGEBOT ABGELAUFEN',
  },
  ticket: {
    SELL: 'IM VERKAUF',
    INACTIVE: 'VERKÄUFER INAKTIV',
    SOLD: 'VERKAUFT',
    OWNED: 'IM BESITZ',
    OFFER: 'IN ANGENOMMENEM ANGEBOT',
    CART: 'IM WARENKORB',
    IN_CHECK_OUT: 'IM WARENKORB',
    IN_ORDER: 'IN EINER BESTELLUNG',
  },
  refund: { PENDING: 'Erstattung ausstehend', COMPLETED: 'Erstattet', FAILED: 'Erstattung fehlgeschlagen' },
  seller: { ACTIVE: 'Aktiv', INACTIVE: 'Inaktiv' },
  partner: { ACTIVE: 'Aktiv', PAUSED: 'Pausiert' },
  report: { OPEN: 'OFFEN', CLOSED: 'GESCHLOSSEN' },
};
