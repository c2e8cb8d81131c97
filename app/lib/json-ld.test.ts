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

/**
 * The properties schema.org defines for the types a center's rating uses (schema.org 29,
 * https://schema.org/AggregateRating, /Review, /Rating, /Person), with the value each must hold,
 * and Google's review-snippet requirements (a rating value, a count above zero, a named author).
 */
const SCHEMA_ORG: Record<string, Record<string, (value: unknown) => boolean>> = {
  AggregateRating: {
    ratingValue: (v) => typeof v === "number",
    reviewCount: (v) => Number.isInteger(v) && (v as number) > 0,
    bestRating: (v) => typeof v === "number",
    worstRating: (v) => typeof v === "number",
  },
  Rating: {
    ratingValue: (v) => typeof v === "number",
    bestRating: (v) => typeof v === "number",
    worstRating: (v) => typeof v === "number",
  },
  Review: {
    author: (v) => isTyped(v, "Person"),
    reviewRating: (v) => isTyped(v, "Rating"),
    reviewBody: (v) => typeof v === "string" && v.length > 0,
    datePublished: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v),
  },
  Person: { name: (v) => typeof v === "string" && v.length > 0 },
};

function isTyped(value: unknown, type: string): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { "@type"?: unknown })["@type"] === type
  );
}

/** Every property of a typed node is one schema.org defines for its type, with a valid value. */
function expectSchemaOrg(node: Record<string, unknown>) {
  const type = node["@type"] as string;
  const known = SCHEMA_ORG[type];
  expect(known, `schema.org type ${type}`).toBeDefined();
  for (const [key, value] of Object.entries(node)) {
    if (key === "@type") continue;
    expect(Object.keys(known!), `${type}.${key}`).toContain(key);
    expect(known![key]!(value), `${type}.${key} = ${JSON.stringify(value)}`).toBe(true);
    if (isTyped(value, "Person") || isTyped(value, "Rating")) {
      expectSchemaOrg(value as Record<string, unknown>);
    }
  }
}

describe("a center's ratings in JSON-LD (issue 27 item 4)", () => {
  const base = {
    id: "x",
    organizationName: "Pixel Harbor",
    description: "d",
    address: "1 Road",
    website: null,
    imageUrl: null,
    lat: 1.5,
    lng: 2.5,
    url: "https://lan.example/lan-centers/x",
  };

  it("gives aggregateRating and review as valid schema.org AggregateRating and Review", () => {
    const ld = centerJsonLd({
      ...base,
      rating: {
        average: 4.3,
        count: 3,
        reviews: [
          {
            authorName: "Alex P.",
            rating: 5,
            body: "Great machines </script> and network.",
            createdAt: new Date("2031-04-01T12:00:00Z"),
          },
          { authorName: "Sam K.", rating: 4, body: "Good.", createdAt: "2031-03-01T09:00:00Z" },
        ],
      },
    });
    const aggregate = ld.aggregateRating as Record<string, unknown>;
    expect(aggregate).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expectSchemaOrg(aggregate);
    const reviews = ld.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(2);
    for (const review of reviews) expectSchemaOrg(review);
    expect(reviews[0]).toMatchObject({
      author: { "@type": "Person", name: "Alex P." },
      reviewRating: { ratingValue: 5 },
      datePublished: "2031-04-01",
    });
    // The rating belongs to the business it describes (Google: no self-serving reviews of
    // one's own organisation; here a third-party site reviews a local business).
    expect(ld["@type"]).toBe("EntertainmentBusiness");
    expect(jsonLdScript(ld)).not.toContain("<");
  });

  it("says nothing of ratings without published reviews", () => {
    const ld = centerJsonLd({ ...base, rating: { average: null, count: 0, reviews: [] } });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
  });
});
