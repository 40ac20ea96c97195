/**
 * Texts of the always-visible shell (header, navigation, footer, loader) and the home page.
 * Kept apart from the form texts so the home route's initial JS carries only these. Our own texts are kept apart as in texts.ts.
 */
import { errorTexts } from '#texts.ts';

/** chromeTexts: the texts the product prescribes, verbatim. */
const chromePrescribedTexts = {
  login: 'Login',
  // Header and navigation
  brand: 'Momento',
  search: 'Search',
  myProfile: 'My Profile',
  logOut: 'LogOut',
  nav: {
    home: 'Home',
    teamArtist: 'Team/Artist',
    genre: 'Genre',
    venue: 'Venue',
    momentsInHistory: 'Moments In History',
    collections: 'Collections',
  },
  // Footer
  about: 'About',
  termsAndConditions: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  social: { facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', youtube: 'YouTube' },
  // Home
  bannerTitle: 'Tickets and memories from moments in history', // the tagline
  featuredTickets: 'Featured Tickets',
  popularEvents: 'Popular Events',
  popularTeamsArtists: 'Popular Teams / Artists',
  sellWithUs: 'Sell with us',
  signUpNow: 'Sign Up Now',
  notForSale: 'Not for sale',
  opensInNewTab: '(opens in a new tab)',
  // Static pages
  staticTitles: { termscondition: 'Terms & Conditions', policy: 'Privacy Policy', about: 'About Us' },
} as const;

/** chromeTexts: our own texts, where the product names a part without giving its text. */
const chromeOurTexts = {
  loading: 'Loading', // the full-app loader's accessible name
  // Header and navigation
  homeLink: 'Momento home', // the logo link's name
  searchPlaceholder: 'Search tickets, events, teams',
  mainNavigation: 'Main', // the nav landmark's name
  accountMenu: 'Account menu', // the avatar button's name
  accountMenuNotLoaded: errorTexts.codeNotLoaded, // a press on the avatar whose menu's code could not load
  dialogNotLoaded: 'Could not open this form. Check your connection and try again.', // a sign-in dialog whose code could not load
  cart: 'Cart', // the cart button's name (its count follows)
  // Footer
  footerNavigation: 'Footer',
  socialLinks: 'Social media',
  copyright: '© 2022 Momento. All rights reserved.', // the year is the spec's
  // Home
  bannerText:
    'Find, negotiate for and buy event tickets and memorabilia from sports, concerts and moments in history.',
  browseTickets: 'Browse tickets',
  popularSearches: 'Popular Searches', // of the section titles
  sellWithUsText: 'List your tickets and memorabilia and reach collectors from around the world.',
} as const;

export const chromeTexts = { ...chromePrescribedTexts, ...chromeOurTexts } as const;
