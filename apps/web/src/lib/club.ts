// The club's own facts, hard-coded as the spec says; its name and address are the ones the server writes too.
import { CLUB_ADDRESS_LINES, CLUB_EMAIL, CLUB_NAME } from "@jugendclub/api/club";

export const club = {
  name: CLUB_NAME,
  place: "Rammeldange, Lëtzebuerg",
  addressLines: CLUB_ADDRESS_LINES,
  email: CLUB_EMAIL,
  phone: "+352 34 12 34",
  instagram: "https://www.instagram.com/jugendclub.rammeldange",
  facebook: "https://www.facebook.com/jugendclub.rammeldange",
  founded: 1975,
} as const;
