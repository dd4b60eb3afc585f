/** The outbox's kinds of sign-up mail (OutboxMail.kind). */
export const SIGNUP_MAIL_KINDS = [
  "signup-request",
  "signup-confirmed",
  "signup-waiting",
  "signup-offer",
  "signup-reminder",
  "signup-cancelled",
  /** A message from the club to everyone confirmed (signups/message.ts). */
  "signup-message",
] as const;
export type SignupMailKind = (typeof SIGNUP_MAIL_KINDS)[number];
