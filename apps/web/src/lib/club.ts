// The club's own facts, hard-coded as the spec says; its name is the one the server writes too.
import { CLUB_NAME } from "@jugendclub/api/club";

export const club = {
  name: CLUB_NAME,
  place: "Rammeldange, Lëtzebuerg",
  addressLines: ["Jugendhaus", "Haaptstrooss 12", "L-6180 Rammeldange"],
  email: "info@jugendclub-rammeldange.lu",
  phone: "+352 34 12 34",
  instagram: "https://www.instagram.com/jugendclub.rammeldange",
  facebook: "https://www.facebook.com/jugendclub.rammeldange",
  founded: 1975,
} as const;
