import { describe, expect, it } from "vitest";
import { centerJsonLd, eventJsonLd, jsonLdScript } from "./json-ld";

describe("jsonLdScript", () => {
  it("cannot close the script element and still parses back", () => {
    const data = { name: "</script><script>alert(1)</script>", note: "a\u2028b" };
    const text = jsonLdScript(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe(data.name);
  });
});

describe("schema.org objects", () => {
  it("describes a center as an EntertainmentBusiness with coordinates", () => {
    const ld = centerJsonLd({
      id: "x",
      organizationName: "Pixel Harbor",
      description: "d",
      address: "1 Road",
      website: "https://pixel.example/",
      imageUrl: null,
      lat: 1.5,
      lng: 2.5,
      url: "https://lan.example/lan-centers/x",
    });
    expect(ld).toMatchObject({
      "@type": "EntertainmentBusiness",
      name: "Pixel Harbor",
      geo: { latitude: 1.5, longitude: 2.5 },
      sameAs: ["https://pixel.example/"],
    });
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("openingHoursSpecification");
    expect(ld).not.toHaveProperty("telephone");
  });

  it("gives a center's hours, phone and price range (issue 14 item 4)", () => {
    const closed = { mon: [], tue: [], wed: [], thu: [], sun: [] };
    const ld = centerJsonLd({
      id: "x",
      organizationName: "Pixel Harbor",
      description: "d",
      address: "1 Road",
      website: null,
      imageUrl: null,
      lat: 1.5,
      lng: 2.5,
      url: "https://lan.example/lan-centers/x",
      openingHours: {
        ...closed,
        fri: [{ open: "14:00", close: "02:00", overnight: true }],
        sat: [{ open: "10:00", close: "22:00", overnight: false }],
      },
      telephone: "+49 30 123",
      priceRange: "from 5.50 EUR",
    });
    expect(ld).toMatchObject({
      telephone: "+49 30 123",
      priceRange: "from 5.50 EUR",
      openingHoursSpecification: [
        { dayOfWeek: "https://schema.org/Friday", opens: "14:00", closes: "02:00" },
        { dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "22:00" },
      ],
    });
  });

  it("describes a party as an offline Event with its place", () => {
    const ld = eventJsonLd({
      organizationName: "Frag Fest",
      description: "d",
      startDate: "2027-01-01T10:00:00.000Z",
      endDate: "2027-01-02T10:00:00.000Z",
      url: "https://lan.example/events/y",
      website: null,
      imageUrl: null,
      place: { name: "Hall", address: "2 Street", lat: null, lng: null },
      organizer: "Crew",
    });
    expect(ld).toMatchObject({
      "@type": "Event",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Hall" },
      organizer: { name: "Crew" },
    });
    expect((ld.location as Record<string, unknown>).geo).toBeUndefined();
  });
});
