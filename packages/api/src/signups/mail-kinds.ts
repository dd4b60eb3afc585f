/** The outbox's kinds of sign-up mail (OutboxMail.kind). */
export const SIGNUP_MAIL_KINDS = [
  "signup-request",
  "signup-confirmed",
  "signup-waiting",
  "signup-offer",
  "signup-reminder",
  "signup-cancelled",
] as const;
export type SignupMailKind = (typeof SIGNUP_MAIL_KINDS)[number];
