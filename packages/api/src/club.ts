// The club's name, hard-coded as the spec has it, once: for what the server writes itself (the
// calendar feeds, the share pictures) and for the web app, which takes it as `@jugendclub/api/club`.

export const CLUB_NAME = "Jugendclub Rammeldange";
