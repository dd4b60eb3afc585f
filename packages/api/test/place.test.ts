import { describe, expect, it } from "vitest";
import { CLUB_TOWN, locationWithTown, namedTown, placeLocality } from "../src/place.js";

describe("an event's place and its village", () => {
  it("takes the village the location names: after a comma, in a postal address, or as a word", () => {
    expect(CLUB_TOWN).toBe("Rammeldange");
    expect(namedTown("Buerg, Beaufort")).toBe("Beaufort");
    expect(namedTown("Kierchplaz, Rammeldange")).toBe("Rammeldange");
    expect(namedTown("Rue de l'Église 3, L-6310 Beaufort")).toBe("Beaufort");
    expect(namedTown("Sportterrain Rammeldange")).toBe("Rammeldange");
    expect(namedTown("Camping beaufort")).toBe("Beaufort");
    expect(namedTown("Beauforter Stuff")).toBeNull();
  });

  it("names none for a place inside the village or a street address; the club's town is the fallback", () => {
    for (const location of ["Gemengeplaz", "Jugendhaus, Haaptstrooss 12", "Treffpunkt: Busarrêt Kierch", ""]) {
      expect(namedTown(location), location).toBeNull();
      expect(placeLocality(location), location).toBe("Rammeldange");
    }
    expect(placeLocality("Buerg, Beaufort")).toBe("Beaufort");
  });

  it("adds the club's town for maps and calendars only where the place names none", () => {
    expect(locationWithTown("Gemengeplaz")).toBe("Gemengeplaz, Rammeldange");
    expect(locationWithTown(" Jugendhaus, Haaptstrooss 12 ")).toBe("Jugendhaus, Haaptstrooss 12, Rammeldange");
    expect(locationWithTown("Buerg, Beaufort")).toBe("Buerg, Beaufort");
    expect(locationWithTown("Sportterrain Rammeldange")).toBe("Sportterrain Rammeldange");
  });
});
