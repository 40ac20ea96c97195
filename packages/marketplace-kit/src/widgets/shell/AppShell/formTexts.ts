/**
 * Texts of the site gate, the sign-in dialogs, /verify, /reset and the profile;
 * loaded with those parts. Our own texts are kept apart as in texts.ts.
 */
/** formTexts: the texts the product prescribes, verbatim. */
const formPrescribedTexts = {
  // Site login gate ("Site login page: Email, Password, Login")
  email: 'Email',
  password: 'Password',
  // Login dialog
  loginTitle: 'Login',
  forgetPassword: 'Forget Password?',
  createOne: 'Create one',
  // Register dialog
  registerTitle: 'Create an Account',
  name: 'Name',
  emailAddress: 'Email Address',
  confirmPassword: 'Confirm Password',
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
  requestReset: 'Request Password Reset',
  resetSentTitle: 'Password reset sent',
  resetSentText:
    'If an account exists for this email address, we have e-mailed you instructions to reset your password.',
  // /verify and /reset
  verified: 'Your email has been verified successfully',
  verificationFailed: 'Email verification failed',
  backToHome: 'Back to home',
  changePassword: 'Change Password',
  newPassword: 'New Password',
  // Account profile
  profileTitle: 'My Profile',
  phone: 'Phone',
} as const;

/** formTexts: our own texts, where the product names a part without giving its text. */
const formOurTexts = {
  // Site login gate ("Site login page: Email, Password, Login")
  gateTitle: 'Site Login',
  gateIntro: 'This site is in preview. Log in with the site credentials to continue.',
  // Login dialog
  noAccount: "Don't have an account?", // before 'Create one'
  // Register dialog
  agreePrefix: 'By signing up you agree to our', // around the two links
  // Forgot password dialog
  forgotTitle: 'Forgot Password',
  forgotIntro: 'Enter the email address of your account and we will send you a link to reset your password.',
  // /verify and /reset
  verifying: 'Verifying your email',
  resetLinkInvalid: 'This password reset link is invalid.', // /reset without a reset_key
  // Account profile
  notGiven: 'Not given', // an empty phone number
  // The password fields' show/hide toggle
  showPassword: 'Show password',
  showConfirmPassword: 'Show confirm password',
} as const;

export const formTexts = { ...formPrescribedTexts, ...formOurTexts } as const;
