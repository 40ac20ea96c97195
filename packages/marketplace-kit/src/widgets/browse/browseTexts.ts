/**
 * Texts of the browsing widgets (genres, venues, teams/artists, moments, ticket search and detail, collections).
 * Spec texts are verbatim; labels the spec names without a text use its words.
 * Empty and end texts live in the kit's `emptyTexts` and are re-exported here so widgets and tests read one place.
 */
import { emptyTexts, errorTexts } from '../../texts.ts';
import { listTexts } from '../shared/listTexts.ts';

export { emptyTexts, errorTexts };

export const browseTexts = {
  // Headings (the spec names the screens; 'Ticket details' is a spec text)
  genresHeading: 'Genre',
  venuesHeading: 'Venue',
  teamsHeading: 'Teams',
  artistsHeading: 'Artists',
  momentsHeading: 'Moments In History',
  eventsHeading: 'Events',
  ticketsHeading: 'Tickets',
  collectionsHeading: 'Collections',
  ticketDetails: 'Ticket details',
  filtersHeading: 'Filters',

  // Filter fields of /tickets, /momentHistory and /teamArtist
  genre: 'Genre',
  subGenre: 'Sub Genre',
  venue: 'Venue',
  team: 'Team',
  artist: 'Artist',
  event: 'Event',
  name: 'Name',
  date: 'Date',
  section: 'Section',
  row: 'Row',
  facePrice: 'Face price',
  seat: 'Seat',
  cost: 'Cost',
  apply: 'Apply',
  clear: 'Clear',
  any: 'Any',

  // Result views
  layout: 'Layout',
  list: 'List',
  grid: 'Grid',
  ...listTexts,

  // Ticket fields
  listingName: 'Listing name',
  eventName: 'Event',
  significance: 'Significance',
  teams: 'Teams',
  artists: 'Artists',
  seller: 'Seller',
  ticketType: 'Ticket type',
  price: 'Price',
  quality: 'Quality',
  grade: 'Grade',
  seatNumber: 'Seat number',
  seatType: 'Seat type',
  description: 'Description',
  video: 'Video',
  images: 'Images',
  showImage: (n: number, total: number) => `Show image ${n} of ${total}`,
  zoomImage: (n: number, total: number) => `Zoom image ${n} of ${total}`,
  notForSale: 'Not for sale',
  addToCart: 'Add to Cart',
  addingToCart: 'Adding to cart',
  ownTicket: 'This is your ticket.',

  // Seller panel: message, report, offer
  sellerPanelHeading: 'Seller',
  messageSeller: 'Message seller',
  reportSeller: 'Report seller',
  makeOffer: 'Make Offer', // disabled when the viewer is the seller (docs/rules/permissions.md)
  sellerTickets: (name: string) => `Tickets from ${name}`,

  // Collections
  back: 'Back',
  buyCollection: (name: string) => `Add ${name} to cart`,
  ticketCount: (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`,
} as const;

/** Ticket quality labels (the contract's enum, shown in words). */
export const qualityLabels = {
  EXCELLENT: 'Excellent',
  GOOD: 'Good',
  AVERAGE: 'Average',
  POOR: 'Poor',
  VERY_POOR: 'Very poor',
} as const;

/** The fair-price badge on ticket cards and the ticket detail (ours: the wording). */
export const fairPriceBadgeTexts = {
  greatPrice: 'Great price',
  fairPrice: 'Fair price',
} as const;
