/**
 * Texts of the public site's shell, sign-in dialogs, home and static pages (public-site.md sections 2 and 8).
 * Spec texts are verbatim; the ones marked OUR wording fill gaps where the spec names an element but not its words.
 * Validation messages, notices and error texts live in ../../messages.ts.
 */
export const shellTexts = {
  // Site login gate (section 2: "Site login page: Email, Password, Login")
  gateTitle: 'Site Login', // OUR wording
  gateIntro: 'This site is in preview. Log in with the site credentials to continue.', // OUR wording
  email: 'Email',
  password: 'Password',
  login: 'Login',
  loading: 'Loading', // OUR wording: the full-app loader's accessible name

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

  // Login dialog
  loginTitle: 'Login',
  forgetPassword: 'Forget Password?',
  noAccount: "Don't have an account?", // OUR wording before 'Create one'
  createOne: 'Create one',

  // Register dialog
  registerTitle: 'Create an Account',
  name: 'Name',
  emailAddress: 'Email Address',
  confirmPassword: 'Confirm Password',
  agreePrefix: 'By signing up you agree to our', // OUR wording around the two links
  agreeJoin: 'and',
  signUp: 'Sign Up',
  alreadyUser: 'Already a user?',
  logIn: 'Log In',
  verificationTitle: 'Email verification',
  verificationThanks: 'Thanks for signing up!',
  verificationSent: 'A verification link has been sent to your email address.',
  verificationClick: 'Please click on the link to verify your email address.',
  verificationSpam: "If you don't find the email in your inbox, please check your spam folder.",
  backToLogin: 'Back to login',

  // Forgot password dialog
  forgotTitle: 'Forgot Password', // OUR wording
  forgotIntro: 'Enter the email address of your account and we will send you a link to reset your password.', // OUR wording
  requestReset: 'Request Password Reset',
  resetSentTitle: 'Password reset sent',
  resetSentText: 'If an account exists for this email address, we have e-mailed you instructions to reset your password.',

  // /verify and /reset
  verifying: 'Verifying your email', // OUR wording
  verified: 'Your email has been verified successfully',
  verificationFailed: 'Email verification failed',
  backToHome: 'Back to home',
  changePassword: 'Change Password',
  newPassword: 'New Password',
  resetLinkInvalid: 'This password reset link is invalid.', // OUR wording: /reset without a reset_key

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

  // Account profile
  profileTitle: 'My Profile',
  phone: 'Phone',
  notGiven: 'Not given', // OUR wording: an empty phone number
} as const;
