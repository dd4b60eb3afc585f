// The club's name and address, hard-coded as the spec has them, once: for what the server writes
// itself (the calendar feeds, the share pictures, the mails, the privacy notice) and for the web
// app, which takes them as `@jugendclub/api/club`.

export const CLUB_NAME = "Jugendclub Rammeldange";

export const CLUB_ADDRESS_LINES = ["Jugendhaus", "Haaptstrooss 12", "L-6180 Rammeldange"] as const;

export const CLUB_EMAIL = "info@jugendclub-rammeldange.lu";
