/**
 * JSON-LD structured data (for center and event pages) as schema.org objects, and safe
 * serialisation for a <script type="application/ld+json"> block.
 */
import { openingHoursSpecification, type OpeningHours } from "./opening-hours";

/** Serialises `data` so it cannot close the script element (`<` is escaped). */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, "");
}

/** schema.org EntertainmentBusiness for a LAN center. */
export function centerJsonLd(center: {
  id: string;
  organizationName: string;
  description: string;
  address: string;
  website: string | null;
  imageUrl: string | null;
  lat: number;
  lng: number;
  url: string;
  /** Issue 14 item 4: hours, phone and price, each left out when not given. */
  openingHours?: OpeningHours | null;
  telephone?: string | null;
  priceRange?: string | null;
  /** Issue 27 item 4: the published reviews' summary and some of them (none: left out). */
  rating?: RatingJsonLd | null;
}): Record<string, unknown> {
  const hours = center.openingHours ? openingHoursSpecification(center.openingHours) : [];
  return {
    "@context": "https://schema.org",
    "@type": "EntertainmentBusiness",
    "@id": center.url,
    name: center.organizationName,
    description: center.description,
    url: center.url,
    address: center.address,
    geo: { "@type": "GeoCoordinates", latitude: center.lat, longitude: center.lng },
    ...(center.website ? { sameAs: [center.website] } : {}),
    ...(center.imageUrl ? { image: center.imageUrl } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(center.telephone ? { telephone: center.telephone } : {}),
    ...(center.priceRange ? { priceRange: center.priceRange } : {}),
    ...(center.rating && center.rating.count > 0 ? ratingJsonLd(center.rating) : {}),
  };
}

/** What a center's JSON-LD says of its published reviews. */
export interface RatingJsonLd {
  /** The average to one decimal. */
  average: number | null;
  count: number;
  /** Published reviews only (dates as Date or ISO strings). */
  reviews: { authorName: string; rating: number; body: string; createdAt: Date | string }[];
}

/**
 * schema.org `aggregateRating` (AggregateRating) and `review` (Review, with a Person author and
 * a Rating) for a center with published reviews (issue 27 item 4; Google's review snippets for
 * third-party review sites).
 */
function ratingJsonLd(rating: RatingJsonLd): Record<string, unknown> {
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.average,
      reviewCount: rating.count,
      ...scale,
    },
    review: rating.reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.authorName },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, ...scale },
      reviewBody: review.body,
      datePublished: new Date(review.createdAt).toISOString().slice(0, 10),
    })),
  };
}

/** schema.org Event for a LAN party; dates as ISO 8601 strings. */
export function eventJsonLd(event: {
  organizationName: string;
  description: string;
  startDate: string;
  endDate: string;
  url: string;
  website: string | null;
  imageUrl: string | null;
  place: { name: string; address: string; lat?: number | null; lng?: number | null } | null;
  organizer: string | null;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.organizationName,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    url: event.url,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    ...(event.imageUrl ? { image: event.imageUrl } : {}),
    ...(event.website ? { sameAs: [event.website] } : {}),
    ...(event.place
      ? {
          location: {
            "@type": "Place",
            name: event.place.name,
            address: event.place.address,
            ...(event.place.lat != null && event.place.lng != null
              ? {
                  geo: {
                    "@type": "GeoCoordinates",
                    latitude: event.place.lat,
                    longitude: event.place.lng,
                  },
                }
              : {}),
          },
        }
      : {}),
    ...(event.organizer ? { organizer: { "@type": "Organization", name: event.organizer } } : {}),
  };
}
