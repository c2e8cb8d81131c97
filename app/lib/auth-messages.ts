/**
 * Every account-related text of the spec's error catalogue, in one place
 * (docs/spec/public-site.md §5, §8; docs/spec/owner-portal.md §5, §8). Browser and server both use
 * these constants.
 */
export const signUpMessages = {
  emailTaken:
    "Cannot create account - this email address is already in use. Please use a different email or sign in to your existing account.",
  checking: "Please wait while we check email availability.",
  notConfigured: "Authentication is not configured. Please contact support.",
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  emailEmpty: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  passwordEmpty: "Please enter a password.",
  passwordsDiffer: "Passwords do not match",
  passwordShort: "Password must be at least 6 characters long",
  confirmEmpty: "Please confirm your password.",
  /** Ours: the maximum length (spec: "maximum at least 128"). */
  passwordLong: "Password must be at most 128 characters long",
  /** Ours: names are stored on the profile and shown to admins (security hardening). */
  firstNameLong: "First name must be at most 200 characters.",
  lastNameLong: "Last name must be at most 200 characters.",
  /** Ours: refused from the common-password list. */
  passwordCommon:
    "This password is too common and easy to guess. Please choose a less common password.",
  /**
   * Issue 24 item 4: signing up again with an address whose account is not verified yet; the
   * form offers 'Send a new code' (no more than the 'already registered' the form already says).
   */
  waitingForCode:
    "This address is waiting for its code. Send a new code to finish creating your account.",
  /** docs/spec/public-site.md §8: duplicate e-mail on sign-up is reported vaguely. */
  invalidCredentials: "Invalid credentials.",
  databaseError:
    "There was a system error creating your account. Please try again in a few moments.",
  failed: "Failed to create account. Please try again.",
  tooMany: "Too many attempts. Please wait a few minutes before trying again.",
  sendCodeFailed: "Failed to send verification code. Please try again.",
} as const;

export const signInMessages = {
  incorrect: "Incorrect email or password. Please check your credentials and try again.",
  noAccount:
    "No account found with this email address. Please check your email or create a new account.",
  tooMany: "Too many login attempts. Please wait a moment before trying again.",
  failed: "Failed to sign in. Please check your credentials and try again.",
  /** Ours (issue 16): the right password of an account whose e-mail is not verified yet. */
  unverified:
    "Your email address is not verified yet. Send a new code to finish creating your account.",
  emailEmpty: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  passwordEmpty: "Please enter your password",
} as const;

export const adminLoginMessages = {
  denied: "Invalid credentials. Access denied.",
  failed: "Authentication failed. Please try again.",
} as const;

export const resetMessages = {
  emailEmpty: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  tooMany: "Too many reset attempts. Please wait a few minutes before trying again.",
  noAccount: signInMessages.noAccount,
  failed: "Failed to send reset code. Please try again or contact support.",
} as const;

export const codeMessages = {
  empty: "Please enter the 6-digit code from your email",
  length: "Code must be exactly 6 digits",
  emailRequired: "Email address is required",
  expired: "This code has expired. Please request a new one.",
  invalid: "Invalid code. Please check your email and try again.",
  fallback: "Invalid or expired code",
  /** Ours: after 5 wrong tries the code stops working (not shown in the spec). */
  tooManyTries: "Too many incorrect attempts. Please request a new code.",
  /** Ours: too many code checks from one client or for one e-mail. */
  tooManyChecks: "Too many attempts. Please wait a few minutes before trying again.",
  unavailable: "Authentication service not available",
  verifyFailed: "Failed to verify code. Please try again.",
} as const;

export const resendMessages = {
  sent: "New verification code sent! Check your email.",
  sentShort: "New code sent! Check your email.",
  tooMany: "Too many attempts. Please wait a few minutes before requesting another code.",
  failed: "Failed to resend code",
} as const;

export const newPasswordMessages = {
  empty: "Please enter a new password",
  short: "Password must be at least 6 characters long",
  long: signUpMessages.passwordLong,
  differ: "Passwords do not match",
  common: signUpMessages.passwordCommon,
  failed: "Failed to update password. Please try again.",
  updated: "Password Updated!",
} as const;

export const emailConfirmationMessages = {
  expired:
    "This email confirmation link has expired or is invalid. Please try updating your email again.",
  failed: (reason: string) => `Email confirmation failed: ${reason}`,
  sessionFailed: "Failed to confirm email change. Please try again.",
  missing: "Invalid email confirmation link. Please try updating your email again.",
  exception: "An error occurred while confirming your email change.",
  success: "Your email address has been successfully updated!",
} as const;

/** Dashboard Email Settings tab (docs/spec/owner-portal.md §2, §5, §8). */
export const emailChangeMessages = {
  empty: "Please enter a new email address",
  invalid: "Please enter a valid email address",
  same: "New email must be different from current email",
  taken: "This email address is already in use. Please use a different email.",
  checking: "Checking email availability...",
  codeSent: "We've sent a 6-digit code to the new address",
  codeEmpty: "Please enter the 6-digit code",
  codeLength: codeMessages.length,
  resent: resendMessages.sentShort,
  tooMany: resendMessages.tooMany,
  noPending: "No pending email change found",
  /** Ours: the code e-mail could not be sent. */
  sendFailed: "Failed to send verification code. Please try again.",
  /** Ours: the change failed for another reason. */
  failed: "Failed to update email. Please try again.",
} as const;

/** Dashboard Security tab (docs/spec/owner-portal.md §2, §5, §8). */
/** Delete account (issue 25 item 7): ours, the spec has no such page. */
export const deleteAccountMessages = {
  passwordEmpty: "Please enter your password to confirm.",
  passwordWrong: "That password is incorrect. Your account was not deleted.",
  tooMany: "Too many attempts. Please wait a few minutes before trying again.",
  failed: "Your account could not be deleted. Nothing was removed; please try again.",
  deleted: "Your account has been deleted.",
} as const;

export const passwordChangeMessages = {
  currentEmpty: "Please enter your current password",
  /** Ours: better-auth refused the current password. */
  currentWrong: "Your current password is incorrect. Please try again.",
  updated: "Password updated successfully!",
  failed: "Failed to update password",
  /** Ours: too many password changes or wrong current passwords. */
  tooMany: "Too many attempts. Please wait a few minutes before trying again.",
} as const;
