/**
 * Sign-up does not tell which email addresses have accounts. Until a mail path can answer every sign-up
 * alike ('check your inbox'), a taken email and a taken username get this one refusal (409), which never names the
 * email. A taken username is named (`fields.username`) whatever the email is: usernames are public on every profile,
 * and an answer that does not depend on the email tells nothing about it.
 */
export const SIGN_UP_REFUSED = {
  code: 'registration_refused',
  message: 'We could not create an account with these details. If you already have an account, log in.',
} as const;
