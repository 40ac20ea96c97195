// Demo catalogue for the seed: invented teams, artists and venues (no real trademarks), real-sounding moments.

export const DEMO_ACCOUNTS = [
  {
    key: 'admin',
    name: 'Momento Admin',
    email: 'admin@momento.test',
    password: 'momento-admin',
    isAdmin: true,
    seller: true,
  },
  {
    key: 'buyer',
    name: 'Bailey Buyer',
    email: 'buyer@momento.test',
    password: 'momento-buyer',
    isAdmin: false,
    seller: false,
  },
  {
    key: 'seller',
    name: 'Sam Seller',
    email: 'seller@momento.test',
    password: 'momento-seller',
    isAdmin: false,
    seller: true,
  },
] as const;

/** More sellers so that tickets come from several people. They share one password (README). */
export const EXTRA_SELLERS = [
  ['Vintage Vault', 'vault@momento.test'],
  ['Stub Collector Co.', 'stubs@momento.test'],
  ['Rita Memorabilia', 'rita@momento.test'],
  ['Golden Era Tickets', 'golden@momento.test'],
] as const;
export const EXTRA_SELLER_PASSWORD = 'momento-seller';

export const GENRES: { name: string; subs: string[] }[] = [
  { name: 'Sports', subs: ['Football', 'Basketball', 'Baseball', 'Soccer', 'Tennis', 'Boxing'] },
  { name: 'Concerts', subs: ['Rock', 'Pop', 'Jazz', 'Hip-Hop', 'Classical'] },
  { name: 'History', subs: ['Space', 'Politics', 'Royal Events', 'World Fairs'] },
  { name: 'Theatre', subs: ['Broadway', 'Opera'] },
];

export const TEAMS: Record<string, string[]> = {
  Football: ['Harbor City Mariners', 'Iron Valley Miners', 'Prairie Thunder', 'Bayside Gulls'],
  Basketball: ['Metro Skyliners', 'Desert Comets', 'Lakeshore Lynx', 'Capital Monarchs'],
  Baseball: ['Riverside Rivets', 'Old Mill Owls', 'Sunset Sluggers', 'Northern Pines'],
  Soccer: ['Atlético Costa', 'Union Harbor FC', 'Real Montaña', 'Sporting Valle'],
  Tennis: ['Team Aurora', 'Team Borealis'],
  Boxing: ['Eastside Gym', 'Westgate Boxing Club'],
};

export const ARTISTS: Record<string, string[]> = {
  Rock: ['The Velvet Anchors', 'Static Horizon', 'Neon Pilgrims'],
  Pop: ['Lola Vance', 'The Paper Kites Club', 'Mika Rowe'],
  Jazz: ['Duke Harlow Quartet', 'Ella Marsh', 'Blue Note Brigade'],
  'Hip-Hop': ['MC Parallax', 'Kid Meridian'],
  Classical: ['Vienna Lantern Orchestra', 'Clara Weiss'],
  Broadway: ['The Lamplight Players'],
  Opera: ['Teatro Aurora Company'],
};

export const VENUES: [string, string][] = [
  ['Grand Harbor Stadium', 'Harbor City'],
  ['Metro Arena', 'Metro City'],
  ['Riverside Ballpark', 'Riverside'],
  ['Lakeshore Amphitheatre', 'Lakeshore'],
  ['The Velvet Room', 'Harbor City'],
  ['Royal Albertine Hall', 'Kingsbridge'],
  ['Capitol Mall', 'Capital City'],
  ['Cape Horizon Launch Site', 'Cape Horizon'],
  ['Expo Park', 'Port Elm'],
  ['Sunset Bowl', 'Sunset Bay'],
  ['Old Mill Park', 'Millbrook'],
  ['Desert Dome', 'Mesa Verde'],
  ['Teatro Aurora', 'Vila Nova'],
  ['Lamplight Theatre', 'Metro City'],
  ['Northern Pines Field', 'Pine Ridge'],
  ['Centre Court', 'Kingsbridge'],
  ['Union Harbor Ground', 'Union Harbor'],
  ['Blue Note Club', 'Metro City'],
  ['Westgate Hall', 'Westgate'],
  ['Prairie Coliseum', 'Prairie Falls'],
];

export const HISTORY_MOMENTS: { name: string; sub: string; significance: string }[] = [
  {
    name: 'Lunar Landing Homecoming Parade',
    sub: 'Space',
    significance: 'The crew of the first lunar landing returns to a ticker-tape welcome.',
  },
  {
    name: 'First Orbital Flight Launch Viewing',
    sub: 'Space',
    significance: 'Spectators watch the first crewed orbital launch from the public stands.',
  },
  {
    name: 'Space Shuttle Final Landing',
    sub: 'Space',
    significance: 'The last landing of the shuttle programme.',
  },
  {
    name: 'Inauguration Day Ceremony',
    sub: 'Politics',
    significance: 'Admission to the swearing-in ceremony on the Capitol Mall.',
  },
  {
    name: 'Wall Comes Down Freedom Concert',
    sub: 'Politics',
    significance: 'A concert held the week the city wall opened.',
  },
  {
    name: 'Peace Accord Signing',
    sub: 'Politics',
    significance: 'A public ceremony for the signing of the accord.',
  },
  {
    name: 'Royal Wedding Procession',
    sub: 'Royal Events',
    significance: 'Seats along the procession route.',
  },
  { name: 'Coronation Gala', sub: 'Royal Events', significance: 'The gala evening after the coronation.' },
  {
    name: 'Royal Jubilee River Pageant',
    sub: 'Royal Events',
    significance: 'A thousand boats on the river for the jubilee.',
  },
  {
    name: 'World Exposition Opening Day',
    sub: 'World Fairs',
    significance: 'Opening day of the world fair, with the first public video phone.',
  },
  {
    name: 'Century of Progress Fair',
    sub: 'World Fairs',
    significance: 'The fair that showed the future of transport.',
  },
  { name: 'Atomium Expo Night', sub: 'World Fairs', significance: 'The night the expo tower first lit up.' },
];

export const TICKET_TYPES = ['Full Ticket', 'Ticket Stub', 'Program', 'Signed Memorabilia', 'Press Pass'];
export const SEAT_TYPES = ['General Admission', 'Reserved Seat', 'Box Seat', 'Standing', 'VIP'];
export const QUALITIES = ['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR', 'VERY_POOR'] as const;
export const GRADES = ['PSA 10', 'PSA 9', 'PSA 8', 'BGS 9.5', 'Ungraded'];

export const POPULAR_SEARCHES = ['final', 'live', 'lunar', 'royal', 'world series', 'jazz', 'stub', 'signed'];

export const REPORT_TYPES = {
  SELLER: ['Counterfeit item', 'Item not as described', 'Asked to pay outside Momento', 'Abusive behaviour'],
  COMMON: ['Order problem', 'Payment problem', 'Account problem', 'Something else'],
} as const;

/** Static pages; stored through the HTML sanitiser like any admin edit. */
export const STATIC_PAGES: { page_name: string; title: string; html: string }[] = [
  {
    page_name: 'termscondition',
    title: 'Terms & Conditions',
    html: `<h1>Terms &amp; Conditions</h1>
<p>Momento is a marketplace where collectors buy and sell tickets and memorabilia from moments in history.
By using Momento you agree to these terms.</p>
<h2>Listings</h2><p>Sellers describe items truthfully, including quality and grade, and ship within five days of payment.</p>
<h2>Payments</h2><p>All payments are made through Momento in USD. Never pay a seller outside the platform.</p>
<h2>Disputes</h2><p>Use the report function in your account. Our team answers within two business days.</p>`,
  },
  {
    page_name: 'policy',
    title: 'Privacy Policy',
    html: `<h1>Privacy Policy</h1>
<p>We store the data needed to run the marketplace: your name, e-mail address, addresses and order history.</p>
<ul><li>We never sell personal data.</li><li>Payment details stay with the payment service.</li>
<li>You can delete your account at any time from your profile.</li></ul>`,
  },
  {
    page_name: 'about',
    title: 'About us',
    html: `<h1>About Momento</h1><p><strong>Tickets and memories from moments in history.</strong></p>
<p>Momento started with a shoebox of ticket stubs. Today collectors around the world trade the paper that was there
when history happened: finals, first concerts, launches and coronations.</p>`,
  },
  {
    page_name: 'seller_agreement',
    title: 'Seller Agreement Policy',
    html: `<h1>Seller Agreement Policy</h1>
<ol><li>I only list items I own and describe them truthfully.</li>
<li>I ship sold items within five days and add tracking information.</li>
<li>I keep all communication and payments on Momento.</li>
<li>Momento keeps a processing fee of each sale, shown before I confirm an order.</li></ol>`,
  },
];
