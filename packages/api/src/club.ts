// The club's name, hard-coded as the spec has it, for what the server writes itself (the calendar
// feeds' name). No imports, so the web app could take it from here as `@jugendclub/api/club`;
// today it keeps its own copy in apps/web/src/lib/club.ts.

export const CLUB_NAME = "Jugendclub Rammeldange";
