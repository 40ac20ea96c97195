/**
 * Texts of the always-visible shell (header, navigation, footer, loader) and the home page (public-site.md section 2).
 * Kept apart from the form texts so the home route's initial JS carries only these. OUR wording marked as in texts.ts.
 */
export const chromeTexts = {
  loading: 'Loading', // OUR wording: the full-app loader's accessible name
  login: 'Login',
  // Header and navigation
  brand: 'Momento',
  homeLink: 'Momento home', // OUR wording: the logo link's name
  search: 'Search',
  searchPlaceholder: 'Search tickets, events, teams', // OUR wording
  mainNavigation: 'Main', // OUR wording: the nav landmark's name
  accountMenu: 'Account menu', // OUR wording: the avatar button's name
  myProfile: 'My Profile',
  logOut: 'LogOut',
  cart: 'Cart', // OUR wording: the cart button's name (its count follows)
  nav: {
    home: 'Home',
    teamArtist: 'Team/Artist',
    genre: 'Genre',
    venue: 'Venue',
    momentsInHistory: 'Moments In History',
    collections: 'Collections',
  },

  // Footer
  footerNavigation: 'Footer', // OUR wording
  about: 'About',
  termsAndConditions: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  socialLinks: 'Social media', // OUR wording
  social: { facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', youtube: 'YouTube' },
  copyright: '© 2022 Momento. All rights reserved.', // the year is the spec's (section 9); the rest OUR wording

  // Home
  bannerTitle: 'Tickets and memories from moments in history', // the tagline (section 1)
  bannerText: 'Find, negotiate for and buy event tickets and memorabilia from sports, concerts and moments in history.', // OUR wording
  browseTickets: 'Browse tickets', // OUR wording
  featuredTickets: 'Featured Tickets',
  popularSearches: 'Popular Searches', // OUR wording of the section titles
  popularEvents: 'Popular Events',
  popularTeamsArtists: 'Popular Teams / Artists',
  sellWithUs: 'Sell with us',
  sellWithUsText: 'List your tickets and memorabilia and reach collectors from around the world.', // OUR wording
  signUpNow: 'Sign Up Now',
  notForSale: 'Not for sale',
  opensInNewTab: '(opens in a new tab)',

  // Static pages
  staticTitles: { termscondition: 'Terms & Conditions', policy: 'Privacy Policy', about: 'About Us' },
} as const;
