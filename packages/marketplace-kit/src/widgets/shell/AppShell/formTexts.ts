/**
 * Texts of the site gate, the sign-in dialogs, /verify, /reset and the profile (public-site.md sections 2 and 8);
 * loaded with those parts. OUR wording marked as in texts.ts.
 */
export const formTexts = {

  // Site login gate (section 2: "Site login page: Email, Password, Login")
  gateTitle: 'Site Login', // OUR wording
  gateIntro: 'This site is in preview. Log in with the site credentials to continue.', // OUR wording
  email: 'Email',
  password: 'Password',

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

  // Account profile
  profileTitle: 'My Profile',
  phone: 'Phone',
  notGiven: 'Not given', // OUR wording: an empty phone number
} as const;
