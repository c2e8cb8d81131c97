/**
 * Clearly fictional demo data for the embedded database (issue: foundation, "Demo data"; issue 24
 * item 2, "Demo data that shows the product").
 *
 * Everything here is invented: center names, streets, people and websites do not refer to real
 * businesses or persons. Cities, countries and rough coordinates are real so the map looks
 * plausible. E-mail addresses only use the reserved example.com / example.org / example.net
 * domains, websites only use the reserved ".example" top-level domain, and phone numbers only
 * the North American 555-01xx numbers reserved for fiction (other centers give none).
 *
 * Hours, platforms, facilities and prices (issue 24 item 2) are written as an owner types them
 * into the center form and checked by that form's schema when seeded (`seed.server.ts`). The
 * hours are spread so that at every minute of the week some public center is open and some is
 * closed on its own wall clock: two are open around the clock (Tokyo, Seoul), several run past
 * midnight, every weekday is some center's closed day, and one has no hours given.
 * `app/server/local/demo-filters.server.test.ts` checks all of it against every public filter.
 */
import {
  WEEKDAYS,
  type Amenity,
  type HoursRange,
  type OpeningHours,
  type Platform,
  type Weekday,
} from "~/lib/opening-hours";

/**
 * Opening hours from a compact text, every weekday named once: "mon-thu 14:00-02:00; fri-sat
 * 12:00-04:00; sun closed"; a day may have two ranges ("sat 10:00-13:00, 18:00-00:00"). A range
 * that ends at or before it starts runs past midnight ("00:00-00:00" is the whole day).
 * @throws Error when a weekday is missing or named twice, or a part is malformed
 */
export function weekHours(spec: string): OpeningHours {
  const hours: Partial<OpeningHours> = {};
  for (const part of spec.split(";").map((text) => text.trim())) {
    const match = /^([a-z]{3})(?:-([a-z]{3}))? (.+)$/.exec(part);
    const first = WEEKDAYS.indexOf(match?.[1] as Weekday);
    const last = match?.[2] ? WEEKDAYS.indexOf(match[2] as Weekday) : first;
    if (!match || first < 0 || last < first) throw new Error(`demo hours: bad part "${part}"`);
    const ranges: HoursRange[] =
      match[3] === "closed"
        ? []
        : match[3]!.split(",").map((text) => {
            const [open, close] = text.trim().split("-");
            if (!open || !close) throw new Error(`demo hours: bad range "${text}"`);
            return { open, close, overnight: close <= open };
          });
    for (const day of WEEKDAYS.slice(first, last + 1)) {
      if (hours[day]) throw new Error(`demo hours: ${day} named twice in "${spec}"`);
      hours[day] = ranges;
    }
  }
  const missing = WEEKDAYS.find((day) => !hours[day]);
  if (missing) throw new Error(`demo hours: ${missing} missing in "${spec}"`);
  return hours as OpeningHours;
}

/**
 * A center's facilities as the center form takes them: the price as typed ("6.50", with its
 * ISO 4217 currency), the platforms and amenities as the checked boxes' keys.
 */
export interface DemoFacilities {
  stations: number | null;
  platforms: Platform[];
  priceFrom: string | null;
  priceCurrency: string | null;
  phone: string | null;
  amenities: Amenity[];
}

export interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
}

export interface DemoCenter {
  organizationName: string;
  address: string;
  description: string;
  website: string | null;
  /** Opening hours on the center's own wall clock (`weekHours`), or null: not given. */
  hours: OpeningHours | null;
  facilities: DemoFacilities;
  lat: number;
  lng: number;
  verified: boolean;
  createdByAdmin: boolean;
  /**
   * The demo owner's paid plan (a seeded active subscription; "subscription" is a priority
   * listing). Owner centers without one hold a complimentary listing, so they stay public
   * (ADR 050).
   */
  plan?: "verified" | "subscription";
  /**
   * The contact the form gave, or null when the owner left the optional contact fields empty
   * (the contacts list then shows the owning account; issue 24 item 6).
   */
  contact: DemoContact | null;
  /**
   * Owned by the demo owner's account (local mode's first start, issue 24 item 1), whose plan
   * is paid through the local Stripe emulator; without the account (`npm run db:seed`, tests)
   * it belongs to the fictional demo owner like the others.
   */
  ownedByDemoAccount?: true;
}

export interface DemoCommunity {
  name: string;
  description: string;
  website: string | null;
  isVerified: boolean;
  centers: DemoCenter[];
}

export const demoCommunities: DemoCommunity[] = [
  // Exact counts (13 communities, 41 centers):
  // - 32 centers verified=true in the 11 verified communities (shown on the map),
  //   5 of them with createdByAdmin=true (Sydney, São Paulo, Zürich, Nairobi, Tokyo);
  //   of the owner's, 4 pay the LAN Center Subscription (Featured; see
  //   `plan`), 2 the Verified plan, the others hold complimentary listings. One of the four
  //   (Lisboa) belongs to the demo owner's account in local mode (`ownedByDemoAccount`).
  // - 4 centers verified=false, all in verified communities (Detroit, Lima, Cairo, Bangkok).
  // - 2 communities with isVerified=false holding 5 centers that are verified=true
  //   (Mexico City, Reykjavík, İstanbul, Dubai, Marrakesh); these must NOT show on the map.
  // Continents: North America, South America, Europe, Africa, Asia, Oceania and Antarctica.
  {
    name: "Great Lakes Frag Collective",
    description: "A friendly network of LAN centers around the Great Lakes and the St. Lawrence.",
    website: "https://great-lakes-frag.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Lakeshore Latency Lounge",
        address: "117 Lanternfish Lane, Chicago, IL, USA",
        description: "Sixty tuned rigs, a snack bar and weekly tournaments by the lake.",
        website: "https://lakeshore-latency.example",
        hours: weekHours("mon-thu 14:00-02:00; fri-sat 12:00-04:00; sun 12:00-00:00"),
        facilities: {
          stations: 60,
          platforms: ["pc", "console"],
          priceFrom: "8.00",
          priceCurrency: "USD",
          phone: "+1 312-555-0142",
          amenities: ["food_drinks", "tournaments", "step_free"],
        },
        lat: 41.8781,
        lng: -87.6298,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Marla",
          lastName: "Quickfield",
          email: "marla.quickfield@example.com",
          address: "117 Lanternfish Lane, Chicago, IL, USA",
        },
      },
      {
        organizationName: "Maple Mainframe Arena",
        address: "48 Pinecone Crescent, Toronto, ON, Canada",
        description: "A cozy basement arena where newcomers and veterans share the same tables.",
        website: "https://maple-mainframe.example",
        hours: weekHours("mon closed; tue-thu 15:00-23:00; fri-sat 11:00-02:00; sun 11:00-21:00"),
        facilities: {
          stations: 48,
          platforms: ["pc", "console", "vr"],
          priceFrom: "9.50",
          priceCurrency: "CAD",
          phone: "+1 416-555-0187",
          amenities: ["food_drinks", "tournaments", "event_rentals"],
        },
        lat: 43.6532,
        lng: -79.3832,
        verified: true,
        createdByAdmin: false,
        plan: "subscription",
        contact: {
          firstName: "Devin",
          lastName: "Okonkwo-Hale",
          email: "devin.okonkwo@example.org",
          address: "48 Pinecone Crescent, Toronto, ON, Canada",
        },
      },
      {
        organizationName: "Café Bitrate Montréal",
        address: "902 rue des Pixels, Montréal, QC, Canada",
        description: "Espresso & esports: a bilingual café with twenty gaming stations.",
        website: "https://cafe-bitrate.example",
        hours: weekHours("mon-fri 07:30-21:00; sat-sun 09:00-21:00"),
        facilities: {
          stations: 20,
          platforms: ["pc"],
          priceFrom: "7.00",
          priceCurrency: "CAD",
          phone: "+1 514-555-0119",
          amenities: ["food_drinks", "step_free"],
        },
        lat: 45.5017,
        lng: -73.5673,
        verified: true,
        createdByAdmin: false,
        plan: "verified",
        contact: {
          firstName: "Gaëlle",
          lastName: "Tremblay-Vortex",
          email: "gaelle@example.net",
          address: "902 rue des Pixels, Montréal, QC, Canada",
        },
      },
      {
        organizationName: "Motor City Respawn Garage",
        address: "5 Sprocket Alley, Detroit, MI, USA",
        description: "A converted garage full of desks, cables and big plans. Opening soon.",
        website: null,
        hours: null,
        facilities: {
          stations: 24,
          platforms: ["pc"],
          priceFrom: null,
          priceCurrency: null,
          phone: null,
          amenities: ["parking"],
        },
        lat: 42.3314,
        lng: -83.0458,
        verified: false,
        createdByAdmin: false,
        contact: {
          firstName: "Ray",
          lastName: "Gearhart",
          email: "ray.gearhart@example.com",
          address: "5 Sprocket Alley, Detroit, MI, USA",
        },
      },
    ],
  },
  {
    name: "Pacific Coast Pixel Guild",
    description: "West coast LAN spaces that love long weekends and longer game nights.",
    website: "https://pacific-pixel-guild.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Rainshadow LAN Loft",
        address: "300 Drizzle Drive, Seattle, WA, USA",
        description: "A loft with forty seats, a quiet streaming room and endless tea.",
        website: "https://rainshadow-loft.example",
        hours: weekHours("mon-tue closed; wed-fri 16:00-00:00; sat 12:00-01:00; sun 12:00-22:00"),
        facilities: {
          stations: 40,
          platforms: ["pc", "vr"],
          priceFrom: "10.00",
          priceCurrency: "USD",
          phone: "+1 206-555-0164",
          amenities: ["food_drinks", "step_free"],
        },
        lat: 47.6062,
        lng: -122.3321,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Noor",
          lastName: "Castellan",
          email: "noor.castellan@example.org",
          address: "300 Drizzle Drive, Seattle, WA, USA",
        },
      },
      {
        organizationName: "Fogbank Fragfest Hall",
        address: "77 Cable Car Court, San Francisco, CA, USA",
        description: "Hills outside, low ping inside. Retro corner included.",
        website: "https://fogbank-fragfest.example",
        hours: weekHours("mon-thu 12:00-22:00; fri-sat 12:00-02:00; sun 12:00-20:00"),
        facilities: {
          stations: 45,
          platforms: ["pc", "console"],
          priceFrom: "12.00",
          priceCurrency: "USD",
          phone: "+1 415-555-0108",
          amenities: ["tournaments", "event_rentals"],
        },
        lat: 37.7749,
        lng: -122.4194,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Theo",
          lastName: "Marchetti",
          email: "theo@example.com",
          address: "77 Cable Car Court, San Francisco, CA, USA",
        },
      },
      {
        organizationName: "Cedar Circuit Commons",
        address: "1450 Totem Terrace, Vancouver, BC, Canada",
        description: "Community-run space with board games by day and LAN nights by night.",
        website: null,
        hours: weekHours(
          "mon-wed closed; thu-fri 18:00-23:30; sat 10:00-13:00, 18:00-00:00; sun 10:00-16:00",
        ),
        facilities: {
          stations: 16,
          platforms: ["pc", "console"],
          priceFrom: "0",
          priceCurrency: "CAD",
          phone: null,
          amenities: ["step_free", "event_rentals"],
        },
        lat: 49.2827,
        lng: -123.1207,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Aiyana",
          lastName: "Brightwater",
          email: "aiyana.brightwater@example.net",
          address: "1450 Totem Terrace, Vancouver, BC, Canada",
        },
      },
    ],
  },
  {
    name: "Southern Cross LAN Alliance",
    description: "Centers across Australia and Aotearoa New Zealand, united by late lobbies.",
    website: "https://southern-cross-lan.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Harbourlight Pixel Arena",
        address: "12 Ferry Wharf Way, Sydney, NSW, Australia",
        description: "A bright arena near the water with eighty seats and a casting booth.",
        website: "https://harbourlight-arena.example",
        hours: weekHours("mon-sun 10:00-00:00"),
        facilities: {
          stations: 80,
          platforms: ["pc", "console", "vr"],
          priceFrom: "12.00",
          priceCurrency: "AUD",
          phone: null,
          amenities: ["food_drinks", "tournaments", "step_free", "event_rentals"],
        },
        lat: -33.8688,
        lng: 151.2093,
        verified: true,
        createdByAdmin: true,
        contact: {
          firstName: "Bronte",
          lastName: "Kellaway",
          email: "bronte.kellaway@example.com",
          address: "12 Ferry Wharf Way, Sydney, NSW, Australia",
        },
      },
      {
        organizationName: "Laneway Lag-Free Lounge",
        address: "9 Graffiti Laneway, Melbourne, VIC, Australia",
        description: "Tucked into a laneway, famous for its coffee and its fighting-game nights.",
        website: "https://laneway-lagfree.example",
        hours: weekHours("mon closed; tue-thu 16:00-23:00; fri-sat 14:00-03:00; sun 14:00-22:00"),
        facilities: {
          stations: 30,
          platforms: ["pc", "console"],
          priceFrom: "10.00",
          priceCurrency: "AUD",
          phone: null,
          amenities: ["food_drinks"],
        },
        lat: -37.8136,
        lng: 144.9631,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Priya",
          lastName: "Watanabe-Ross",
          email: "priya@example.org",
          address: "9 Graffiti Laneway, Melbourne, VIC, Australia",
        },
      },
      {
        organizationName: "Kiwi Keystroke Club",
        address: "33 Volcano View Road, Auckland, New Zealand",
        description: "A small, welcoming club with a strong co-op and strategy scene.",
        website: null,
        hours: weekHours(
          "mon closed; tue-wed 17:00-23:00; thu closed; fri 17:00-01:00; sat-sun 11:00-23:00",
        ),
        facilities: {
          stations: 18,
          platforms: ["pc"],
          priceFrom: "11.00",
          priceCurrency: "NZD",
          phone: null,
          amenities: ["tournaments"],
        },
        lat: -36.8485,
        lng: 174.7633,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Manaia",
          lastName: "Fernhill",
          email: "manaia.fernhill@example.net",
          address: "33 Volcano View Road, Auckland, New Zealand",
        },
      },
      {
        organizationName: "Sunbeam Server Room",
        address: "210 Jacaranda Parade, Brisbane, QLD, Australia",
        description: "Air-conditioned bliss with fifty rigs and a sunny rooftop break area.",
        website: "https://sunbeam-server.example",
        hours: weekHours("mon-thu 10:00-22:00; fri-sat 10:00-01:00; sun closed"),
        facilities: {
          stations: 50,
          platforms: ["pc", "sim_racing"],
          priceFrom: "9.00",
          priceCurrency: "AUD",
          phone: null,
          amenities: ["food_drinks", "parking"],
        },
        lat: -27.4698,
        lng: 153.0251,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Liam",
          lastName: "Dunmore",
          email: "liam.dunmore@example.com",
          address: "210 Jacaranda Parade, Brisbane, QLD, Australia",
        },
      },
    ],
  },
  {
    name: "Andes Pampas Gaming Network",
    description: "South American LAN centers sharing tournaments, tips and travel plans.",
    website: "https://andes-pampas.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Garoa Gigabit Galpão",
        address: "Rua dos Controles 404, São Paulo, SP, Brasil",
        description: "A huge warehouse space with a hundred seats and a weekend league.",
        website: "https://garoa-gigabit.example",
        hours: weekHours("mon-thu 13:00-00:00; fri-sat 13:00-05:00; sun 13:00-23:00"),
        facilities: {
          stations: 100,
          platforms: ["pc", "console", "sim_racing"],
          priceFrom: "15.00",
          priceCurrency: "BRL",
          phone: null,
          amenities: ["food_drinks", "parking", "tournaments", "event_rentals"],
        },
        lat: -23.5505,
        lng: -46.6333,
        verified: true,
        createdByAdmin: true,
        contact: {
          firstName: "João",
          lastName: "Araújo Pixelino",
          email: "joao.araujo@example.com",
          address: "Rua dos Controles 404, São Paulo, SP, Brasil",
        },
      },
      {
        organizationName: "Tango Teraflop Club",
        address: "Calle del Joystick 1820, Buenos Aires, Argentina",
        description: "Classic club atmosphere, modern hardware and a friendly asado night.",
        website: "https://tango-teraflop.example",
        hours: weekHours("mon closed; tue-thu 15:00-01:00; fri-sat 15:00-06:00; sun 15:00-00:00"),
        facilities: {
          stations: 35,
          platforms: ["pc"],
          priceFrom: "3500.00",
          priceCurrency: "ARS",
          phone: null,
          amenities: ["food_drinks", "event_rentals"],
        },
        lat: -34.6037,
        lng: -58.3816,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Valentina",
          lastName: "Ruiz Bitman",
          email: "valentina@example.org",
          address: "Calle del Joystick 1820, Buenos Aires, Argentina",
        },
      },
      {
        organizationName: "Altiplano Arcade Red",
        address: "Carrera del Píxel 72-15, Bogotá, Colombia",
        description: "High altitude, low latency. Known for its patient coaching sessions.",
        website: null,
        hours: weekHours("mon-sat 09:00-21:00; sun 10:00-18:00"),
        facilities: {
          stations: 28,
          platforms: ["pc", "console"],
          priceFrom: "6000.00",
          priceCurrency: "COP",
          phone: null,
          amenities: ["step_free", "tournaments"],
        },
        lat: 4.711,
        lng: -74.0721,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Andrés",
          lastName: "Montaña",
          email: "andres.montana@example.net",
          address: "Carrera del Píxel 72-15, Bogotá, Colombia",
        },
      },
      {
        organizationName: "Neblina Netplay Casa",
        address: "Jirón de los Servidores 318, Lima, Perú",
        description: "A new neighborhood spot still setting up its first twenty stations.",
        website: "https://neblina-netplay.example",
        hours: null,
        facilities: {
          stations: 20,
          platforms: ["pc"],
          priceFrom: "5.00",
          priceCurrency: "PEN",
          phone: null,
          amenities: [],
        },
        lat: -12.0464,
        lng: -77.0428,
        verified: false,
        createdByAdmin: false,
        contact: {
          firstName: "Lucía",
          lastName: "Quispe Ramos",
          email: "lucia.quispe@example.com",
          address: "Jirón de los Servidores 318, Lima, Perú",
        },
      },
    ],
  },
  {
    name: "Alpine Byte Federation",
    description: "Mountain-town LAN centers with punctual start times and excellent snacks.",
    website: "https://alpine-byte.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Gipfel Gigahertz Halle",
        address: "Pixelgasse 14, 8004 Zürich, Schweiz",
        description: "A calm, well-organized hall with sixty seats and a fondue corner.",
        website: "https://gipfel-gigahertz.example",
        hours: weekHours("mon-tue closed; wed-fri 14:00-23:00; sat 10:00-23:00; sun 10:00-20:00"),
        facilities: {
          stations: 60,
          platforms: ["pc", "vr", "sim_racing"],
          priceFrom: "14.00",
          priceCurrency: "CHF",
          phone: null,
          amenities: ["food_drinks", "parking", "step_free", "event_rentals"],
        },
        lat: 47.3769,
        lng: 8.5417,
        verified: true,
        createdByAdmin: true,
        contact: {
          firstName: "Jürg",
          lastName: "Bergmüller",
          email: "juerg.bergmueller@example.org",
          address: "Pixelgasse 14, 8004 Zürich, Schweiz",
        },
      },
      {
        organizationName: "Brezel Bandwidth Bunker",
        address: "Tastaturstraße 8, 80331 München, Deutschland",
        description: "An underground bunker turned LAN venue, warm and surprisingly bright.",
        website: "https://brezel-bandwidth.example",
        hours: weekHours("mon-thu 14:00-00:00; fri-sat 14:00-04:00; sun 12:00-22:00"),
        facilities: {
          stations: 55,
          platforms: ["pc", "console", "vr"],
          priceFrom: "7.50",
          priceCurrency: "EUR",
          phone: null,
          amenities: ["food_drinks", "tournaments", "event_rentals"],
        },
        lat: 48.1351,
        lng: 11.582,
        verified: true,
        createdByAdmin: false,
        plan: "subscription",
        contact: {
          firstName: "Lena",
          lastName: "Schönfelder",
          email: "lena@example.com",
          address: "Tastaturstraße 8, 80331 München, Deutschland",
        },
      },
      {
        organizationName: "Walzer Wireframe Salon",
        address: "Mausweg 21, 1010 Wien, Österreich",
        description: "An elegant old salon with modern rigs and a monthly strategy evening.",
        website: null,
        hours: weekHours("mon-thu 15:00-22:00; fri closed; sat 14:00-01:00; sun 14:00-20:00"),
        facilities: {
          stations: 24,
          platforms: ["pc"],
          priceFrom: "6.50",
          priceCurrency: "EUR",
          phone: null,
          amenities: ["food_drinks", "step_free"],
        },
        lat: 48.2082,
        lng: 16.3738,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Florian",
          lastName: "Klangsteiner",
          email: "florian.klangsteiner@example.net",
          address: "Mausweg 21, 1010 Wien, Österreich",
        },
      },
      {
        organizationName: "Gondola Game Garage",
        address: "Seilbahnweg 3, 6020 Innsbruck, Österreich",
        description: "Ski in the morning, frag in the evening. Small but very social.",
        website: "https://gondola-garage.example",
        hours: weekHours("mon-fri 16:00-00:00; sat-sun 17:00-01:00"),
        facilities: {
          stations: 14,
          platforms: ["pc", "console"],
          priceFrom: "6.00",
          priceCurrency: "EUR",
          phone: null,
          amenities: ["parking"],
        },
        lat: 47.2692,
        lng: 11.4041,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Sophie",
          lastName: "Hochreiter",
          email: "sophie.hochreiter@example.com",
          address: "Seilbahnweg 3, 6020 Innsbruck, Österreich",
        },
      },
    ],
  },
  {
    name: "Vistula Vltava LAN Circle",
    description: "Central European LAN venues swapping players, hardware tips and recipes.",
    website: "https://vistula-vltava.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Smok Server Piwnica",
        address: "ul. Klawiszowa 17, 31-001 Kraków, Polska",
        description: "A vaulted cellar with thirty-six rigs and a dragon mural on the wall.",
        website: "https://smok-server.example",
        hours: weekHours("mon-thu 16:00-00:00; fri 16:00-04:00; sat 12:00-04:00; sun 12:00-22:00"),
        facilities: {
          stations: 36,
          platforms: ["pc"],
          priceFrom: "12.00",
          priceCurrency: "PLN",
          phone: null,
          amenities: ["tournaments"],
        },
        lat: 50.0647,
        lng: 19.945,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Łukasz",
          lastName: "Wiśniewski-Bajt",
          email: "lukasz@example.org",
          address: "ul. Klawiszowa 17, 31-001 Kraków, Polska",
        },
      },
      {
        organizationName: "Vistula Sync Studio",
        address: "ul. Pikselowa 5, 00-001 Warszawa, Polska",
        description: "A modern studio with a streaming stage and beginner-friendly Sundays.",
        website: "https://vistula-sync.example",
        hours: weekHours("mon closed; tue-fri 14:00-22:00; sat 11:00-23:00; sun 10:00-18:00"),
        facilities: {
          stations: 30,
          platforms: ["pc", "console"],
          priceFrom: "14.00",
          priceCurrency: "PLN",
          phone: null,
          amenities: ["step_free", "event_rentals"],
        },
        lat: 52.2297,
        lng: 21.0122,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Zofia",
          lastName: "Kowalczyk",
          email: "zofia.kowalczyk@example.net",
          address: "ul. Pikselowa 5, 00-001 Warszawa, Polska",
        },
      },
      {
        organizationName: "Zlatý Joystick Klub",
        address: "Herní 9, 110 00 Praha, Česko",
        description: "A golden-themed club near the old town, strong in racing and rhythm games.",
        website: null,
        hours: weekHours("mon-fri 15:00-23:00; sat 13:00-02:00; sun 13:00-21:00"),
        facilities: {
          stations: 32,
          platforms: ["pc", "vr", "sim_racing"],
          priceFrom: "120.00",
          priceCurrency: "CZK",
          phone: null,
          amenities: ["food_drinks", "tournaments"],
        },
        lat: 50.0755,
        lng: 14.4378,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Tomáš",
          lastName: "Dvořáček",
          email: "tomas.dvoracek@example.com",
          address: "Herní 9, 110 00 Praha, Česko",
        },
      },
      {
        organizationName: "Spree Spawnpoint Kiez",
        address: "Kabelstraße 42, 10115 Berlin, Deutschland",
        description: "A neighborhood hangout with open LAN nights every Friday.",
        website: "https://spree-spawnpoint.example",
        hours: weekHours(
          "mon-wed closed; thu 18:00-23:00; fri 18:00-06:00; sat 16:00-02:00; sun 14:00-20:00",
        ),
        facilities: {
          stations: 25,
          platforms: ["pc"],
          priceFrom: "5.00",
          priceCurrency: "EUR",
          phone: null,
          amenities: ["food_drinks"],
        },
        lat: 52.52,
        lng: 13.405,
        verified: true,
        createdByAdmin: false,
        plan: "verified",
        contact: {
          firstName: "Mehmet",
          lastName: "Lindqvist",
          email: "mehmet.lindqvist@example.org",
          address: "Kabelstraße 42, 10115 Berlin, Deutschland",
        },
      },
    ],
  },
  {
    name: "Savanna Circuit Gamers",
    description: "African LAN centers growing local scenes, one tournament bracket at a time.",
    website: "https://savanna-circuit.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Acacia Access Point Arena",
        address: "88 Baobab Boulevard, Nairobi, Kenya",
        description: "Solar-backed power, fifty seats and a thriving university crowd.",
        website: "https://acacia-access.example",
        hours: weekHours("mon-fri 08:00-22:00; sat 09:00-00:00; sun 12:00-20:00"),
        facilities: {
          stations: 50,
          platforms: ["pc", "console"],
          priceFrom: "300.00",
          priceCurrency: "KES",
          phone: null,
          amenities: ["step_free", "tournaments", "parking"],
        },
        lat: -1.2921,
        lng: 36.8219,
        verified: true,
        createdByAdmin: true,
        contact: {
          firstName: "Wanjiru",
          lastName: "Kamau-Byte",
          email: "wanjiru@example.com",
          address: "88 Baobab Boulevard, Nairobi, Kenya",
        },
      },
      {
        organizationName: "Lagoon Loadscreen Lounge",
        address: "14 Lagoon Link Road, Lagos, Nigeria",
        description: "Loud, lively and always full on weekends. Great football-game scene.",
        website: "https://lagoon-loadscreen.example",
        hours: weekHours("mon-thu 12:00-22:00; fri-sat 12:00-03:00; sun 14:00-23:00"),
        facilities: {
          stations: 40,
          platforms: ["pc", "console"],
          priceFrom: "1500.00",
          priceCurrency: "NGN",
          phone: null,
          amenities: ["food_drinks", "tournaments"],
        },
        lat: 6.5244,
        lng: 3.3792,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Chidi",
          lastName: "Adeyemi-Frame",
          email: "chidi.adeyemi@example.net",
          address: "14 Lagoon Link Road, Lagos, Nigeria",
        },
      },
      {
        organizationName: "Tablecloth Tickrate Hub",
        address: "6 Fynbos Street, Cape Town, South Africa",
        description: "Mountain views from the break room and forty well-kept rigs inside.",
        website: null,
        hours: weekHours("mon closed; tue-fri 12:00-22:00; sat 10:00-00:00; sun 10:00-18:00"),
        facilities: {
          stations: 40,
          platforms: ["pc", "vr"],
          priceFrom: "45.00",
          priceCurrency: "ZAR",
          phone: null,
          amenities: ["parking", "step_free"],
        },
        lat: -33.9249,
        lng: 18.4241,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Thandiwe",
          lastName: "van der Pixel",
          email: "thandiwe@example.org",
          address: "6 Fynbos Street, Cape Town, South Africa",
        },
      },
      {
        organizationName: "Nile Netcode Nook",
        address: "27 Papyrus Passage, Cairo, Egypt",
        description: "A small nook by the river, waiting for its first community review.",
        website: "https://nile-netcode.example",
        hours: weekHours("mon-sun 12:00-00:00"),
        facilities: {
          stations: 12,
          platforms: ["pc", "console"],
          priceFrom: "40.00",
          priceCurrency: "EGP",
          phone: null,
          amenities: [],
        },
        lat: 30.0444,
        lng: 31.2357,
        verified: false,
        createdByAdmin: false,
        contact: {
          firstName: "Yasmin",
          lastName: "Farouk",
          email: "yasmin.farouk@example.com",
          address: "27 Papyrus Passage, Cairo, Egypt",
        },
      },
    ],
  },
  {
    name: "Monsoon Netplay Society",
    description: "South and Southeast Asian LAN centers that keep games going in any weather.",
    website: "https://monsoon-netplay.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Marine Drive Multiplayer Den",
        address: "21 Chai Chowk Road, Mumbai, India",
        description: "A busy den with seventy seats, cutting chai and daily mini-cups.",
        website: "https://marine-multiplayer.example",
        hours: weekHours("mon-sun 10:00-23:30"),
        facilities: {
          stations: 70,
          platforms: ["pc", "console"],
          priceFrom: "120.00",
          priceCurrency: "INR",
          phone: null,
          amenities: ["food_drinks", "tournaments"],
        },
        lat: 19.076,
        lng: 72.8777,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Aarav",
          lastName: "Deshbyte",
          email: "aarav@example.net",
          address: "21 Chai Chowk Road, Mumbai, India",
        },
      },
      {
        organizationName: "Garden City Gigabyte Guild",
        address: "5 Silicon Sapling Layout, Bengaluru, India",
        description: "Popular with developers after work; hosts modding workshops too.",
        website: "https://garden-gigabyte.example",
        hours: weekHours("mon-fri 17:00-01:00; sat closed; sun 11:00-20:00"),
        facilities: {
          stations: 40,
          platforms: ["pc"],
          priceFrom: "100.00",
          priceCurrency: "INR",
          phone: null,
          amenities: ["event_rentals", "step_free"],
        },
        lat: 12.9716,
        lng: 77.5946,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Kavya",
          lastName: "Ramaswitch",
          email: "kavya.ramaswitch@example.com",
          address: "5 Silicon Sapling Layout, Bengaluru, India",
        },
      },
      {
        organizationName: "Lion City Meshnet Hub",
        address: "3 Hawker Hex Avenue, Singapore",
        description: "Spotless, efficient and very cold air-con. Bring a hoodie.",
        website: null,
        hours: weekHours("mon-sun 10:00-04:00"),
        facilities: {
          stations: 60,
          platforms: ["pc", "vr"],
          priceFrom: "4.50",
          priceCurrency: "SGD",
          phone: null,
          amenities: ["step_free", "food_drinks"],
        },
        lat: 1.3521,
        lng: 103.8198,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Wei Ling",
          lastName: "Tan-Packet",
          email: "weiling@example.org",
          address: "3 Hawker Hex Avenue, Singapore",
        },
      },
      {
        organizationName: "Tuk-Tuk Teamchat Corner",
        address: "99 Soi Serverpong, Bangkok, Thailand",
        description: "A street-corner spot with twelve seats, still finishing its setup.",
        website: "https://tuktuk-teamchat.example",
        hours: null,
        facilities: {
          stations: 12,
          platforms: ["pc"],
          priceFrom: "40.00",
          priceCurrency: "THB",
          phone: null,
          amenities: [],
        },
        lat: 13.7563,
        lng: 100.5018,
        verified: false,
        createdByAdmin: false,
        contact: {
          firstName: "Niran",
          lastName: "Chaiyaframe",
          email: "niran@example.com",
          address: "99 Soi Serverpong, Bangkok, Thailand",
        },
      },
    ],
  },
  {
    name: "Far East Frame Rate Club",
    description: "East Asian LAN centers obsessed with high refresh rates and tidy cables.",
    website: "https://far-east-framerate.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Neon Noodle Netcafé",
        address: "2-8 Hikari Yokocho, Tokyo, Japan",
        description: "Private booths, ramen on request and a popular rhythm-game wing.",
        website: "https://neon-noodle.example",
        hours: weekHours("mon-sun 00:00-00:00"),
        facilities: {
          stations: 120,
          platforms: ["pc", "console"],
          priceFrom: "480.00",
          priceCurrency: "JPY",
          phone: null,
          amenities: ["food_drinks", "step_free"],
        },
        lat: 35.6762,
        lng: 139.6503,
        verified: true,
        createdByAdmin: true,
        contact: {
          firstName: "Haruto",
          lastName: "Kagebyte",
          email: "haruto.kagebyte@example.org",
          address: "2-8 Hikari Yokocho, Tokyo, Japan",
        },
      },
      {
        organizationName: "Han River Headshot Hall",
        address: "51 Riverside Respawn-ro, Seoul, South Korea",
        description: "A classic PC bang vibe with a hundred seats open around the clock.",
        website: "https://hanriver-headshot.example",
        hours: weekHours("mon-sun 00:00-00:00"),
        facilities: {
          stations: 100,
          platforms: ["pc"],
          priceFrom: "1500.00",
          priceCurrency: "KRW",
          phone: null,
          amenities: ["food_drinks", "tournaments"],
        },
        lat: 37.5665,
        lng: 126.978,
        verified: true,
        createdByAdmin: false,
        plan: "subscription",
        contact: {
          firstName: "Seo-yeon",
          lastName: "Parkline",
          email: "seoyeon@example.net",
          address: "51 Riverside Respawn-ro, Seoul, South Korea",
        },
      },
      {
        organizationName: "Night Market Netplay",
        address: "12 Lantern Alley, Taipei, Taiwan",
        description: "Right next to the night market; snacks are never more than a minute away.",
        website: null,
        hours: weekHours("mon-thu 15:00-02:00; fri-sat 13:00-05:00; sun 13:00-00:00"),
        facilities: {
          stations: 36,
          platforms: ["pc", "console"],
          priceFrom: "35.00",
          priceCurrency: "TWD",
          phone: null,
          amenities: ["food_drinks"],
        },
        lat: 25.033,
        lng: 121.5654,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Yu-Ting",
          lastName: "Lintel",
          email: "yuting.lintel@example.com",
          address: "12 Lantern Alley, Taipei, Taiwan",
        },
      },
    ],
  },
  {
    name: "Polar Ping Expedition",
    description: "The coldest LAN community on the planet, proudly running on satellite links.",
    website: null,
    isVerified: true,
    centers: [
      {
        organizationName: "Icefloe Ping Station Lounge",
        address: "Hut Row 3, Ross Island, Antarctica",
        description: "A research-station lounge with eight rigs for long polar nights.",
        website: "https://icefloe-ping.example",
        hours: null,
        facilities: {
          stations: 8,
          platforms: ["pc"],
          priceFrom: null,
          priceCurrency: null,
          phone: null,
          amenities: [],
        },
        lat: -77.8463,
        lng: 166.6682,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Ingrid",
          lastName: "Snowcastle",
          email: "ingrid.snowcastle@example.org",
          address: "Hut Row 3, Ross Island, Antarctica",
        },
      },
    ],
  },
  {
    name: "Tejo Tickrate Guild",
    description: "The demo owner's own community: one paid center by the river and its parties.",
    website: "https://tejo-tickrate.example",
    isVerified: true,
    centers: [
      {
        organizationName: "Azulejo Arcade Lisboa",
        address: "Rua dos Teclados 24, 1100-001 Lisboa, Portugal",
        description: "Tiled walls, forty rigs and a terrace over the river for the breaks.",
        website: "https://azulejo-arcade.example",
        hours: weekHours("mon-thu 14:00-00:00; fri-sat 12:00-03:00; sun 12:00-22:00"),
        facilities: {
          stations: 40,
          platforms: ["pc", "console", "vr"],
          priceFrom: "5.50",
          priceCurrency: "EUR",
          phone: null,
          amenities: ["food_drinks", "tournaments", "event_rentals", "step_free"],
        },
        lat: 38.7139,
        lng: -9.1394,
        verified: true,
        createdByAdmin: false,
        plan: "subscription",
        // The owner skipped the optional contact fields: the account is the contact.
        contact: null,
        ownedByDemoAccount: true,
      },
    ],
  },
  {
    name: "Midnight Modem Meetup",
    description: "A loose group of late-night venues that has not been reviewed yet.",
    website: "https://midnight-modem.example",
    isVerified: false,
    centers: [
      {
        organizationName: "Pixel Piñata Plaza",
        address: "Calle del Mando 66, Ciudad de México, México",
        description: "Colorful, noisy and fun, with a party-game stage every Saturday.",
        website: "https://pixel-pinata.example",
        hours: weekHours("mon closed; tue-fri 14:00-23:00; sat-sun 11:00-02:00"),
        facilities: {
          stations: 30,
          platforms: ["pc", "console"],
          priceFrom: "35.00",
          priceCurrency: "MXN",
          phone: null,
          amenities: ["food_drinks", "event_rentals"],
        },
        lat: 19.4326,
        lng: -99.1332,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Ximena",
          lastName: "Peñafiel",
          email: "ximena.penafiel@example.com",
          address: "Calle del Mando 66, Ciudad de México, México",
        },
      },
      {
        organizationName: "Geysir Gamebox Skáli",
        address: "Leikjagata 4, 101 Reykjavík, Ísland",
        description: "A warm hall for very long winter nights; geothermal heating included.",
        website: null,
        hours: weekHours("mon-sun 16:00-02:00"),
        facilities: {
          stations: 22,
          platforms: ["pc"],
          priceFrom: "1200.00",
          priceCurrency: "ISK",
          phone: null,
          amenities: ["step_free"],
        },
        lat: 64.1466,
        lng: -21.9426,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Sigríður",
          lastName: "Bjarnadóttir",
          email: "sigridur@example.net",
          address: "Leikjagata 4, 101 Reykjavík, Ísland",
        },
      },
      {
        organizationName: "Bosphorus Bitstream Salonu",
        address: "Oyun Sokak 11, Beyoğlu, İstanbul, Türkiye",
        description: "Two continents, one LAN. Tea is served in tulip glasses all night.",
        website: "https://bosphorus-bitstream.example",
        hours: weekHours("mon-sun 12:00-04:00"),
        facilities: {
          stations: 44,
          platforms: ["pc", "console"],
          priceFrom: "60.00",
          priceCurrency: "TRY",
          phone: null,
          amenities: ["food_drinks"],
        },
        lat: 41.0082,
        lng: 28.9784,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Elif",
          lastName: "Yıldızbyte",
          email: "elif@example.org",
          address: "Oyun Sokak 11, Beyoğlu, İstanbul, Türkiye",
        },
      },
    ],
  },
  {
    name: "Dune Drift LAN Crew",
    description: "Desert-city LAN centers that joined recently and await review.",
    website: null,
    isVerified: false,
    centers: [
      {
        organizationName: "Mirage Megabit Majlis",
        address: "7 Falcon Frame Street, Dubai, United Arab Emirates",
        description: "Plush seating, huge screens and a quiet prayer and rest room.",
        website: "https://mirage-megabit.example",
        hours: weekHours("mon-sun 14:00-02:00"),
        facilities: {
          stations: 50,
          platforms: ["pc", "console", "vr", "sim_racing"],
          priceFrom: "25.00",
          priceCurrency: "AED",
          phone: null,
          amenities: ["food_drinks", "parking", "step_free"],
        },
        lat: 25.2048,
        lng: 55.2708,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Omar",
          lastName: "Al-Pixelani",
          email: "omar@example.com",
          address: "7 Falcon Frame Street, Dubai, United Arab Emirates",
        },
      },
      {
        organizationName: "Riad Respawn Courtyard",
        address: "Derb Joystick 19, Marrakech, Maroc",
        description: "A tiled courtyard turned LAN room, with mint tea between matches.",
        website: null,
        hours: weekHours("mon-thu 15:00-23:00; fri closed; sat-sun 12:00-00:00"),
        facilities: {
          stations: 20,
          platforms: ["pc"],
          priceFrom: "20.00",
          priceCurrency: "MAD",
          phone: null,
          amenities: ["food_drinks"],
        },
        lat: 31.6295,
        lng: -7.9811,
        verified: true,
        createdByAdmin: false,
        contact: {
          firstName: "Amina",
          lastName: "Benbyte",
          email: "amina.benbyte@example.net",
          address: "Derb Joystick 19, Marrakech, Maroc",
        },
      },
    ],
  },
];

/**
 * Demo LAN parties (events). A party starts `startOffsetDays` days after the seed's day, at
 * `startTime` on the wall clock of its own zone: its coordinates', else its center's, else
 * `timeZone` (the zone an organiser picks for a typed location; ADR 073), and lasts
 * `durationHours`. Offsets lie at least two days apart, so they order the parties as their
 * start instants do.
 */
export interface DemoEvent {
  organizationName: string;
  description: string;
  communityName: string;
  centerName: string | null;
  startOffsetDays: number;
  /** "HH:MM" on the party's own wall clock. */
  startTime: string;
  durationHours: number;
  website: string | null;
  customLocation: string | null;
  lat: number | null;
  lng: number | null;
  /** The organiser's zone for a party with neither coordinates nor a center. */
  timeZone?: string;
  verified: boolean;
  /** Organised by the demo owner's account (see `DemoCenter.ownedByDemoAccount`). */
  ownedByDemoAccount?: true;
}

export const demoEvents: DemoEvent[] = [
  // 14 events: 12 upcoming and 2 past; 12 verified and 2 not verified. The verified upcoming
  // ones start within the coming 1 to 8 weeks (one in 17), in ten time zones, nine at demo
  // centers; four last more than a day.
  {
    organizationName: "Lakeshore Winter Warmup LAN",
    description: "A 24-hour LAN with casual brackets, pizza and a retro hour at midnight.",
    communityName: "Great Lakes Frag Collective",
    centerName: "Lakeshore Latency Lounge",
    startOffsetDays: 14,
    startTime: "12:00",
    durationHours: 24,
    website: "https://lakeshore-latency.example/winter-warmup",
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Harbourlight Summer Showdown",
    description: "Two days of team tournaments with live casting from the booth.",
    communityName: "Southern Cross LAN Alliance",
    centerName: "Harbourlight Pixel Arena",
    startOffsetDays: 45,
    startTime: "10:00",
    durationHours: 48,
    website: "https://harbourlight-arena.example/showdown",
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Alpine Byte Bring-Your-Own-Computer Weekend",
    description: "Bring your own rig and join a relaxed weekend of co-op and strategy games.",
    communityName: "Alpine Byte Federation",
    centerName: null,
    startOffsetDays: 30,
    startTime: "18:00",
    durationHours: 52,
    website: "https://alpine-byte.example/byoc",
    customLocation: "Gemeindesaal Tastenhof, Luzern, Schweiz",
    lat: 47.0502,
    lng: 8.3093,
    verified: true,
  },
  {
    organizationName: "Garoa Gigabit Copa",
    description: "The league finals of the season, open to spectators all day.",
    communityName: "Andes Pampas Gaming Network",
    centerName: "Garoa Gigabit Galpão",
    startOffsetDays: 7,
    startTime: "11:00",
    durationHours: 12,
    website: null,
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Night Market Lantern LAN",
    description: "An evening of co-op raids that runs past midnight, with night-market snacks.",
    communityName: "Far East Frame Rate Club",
    centerName: "Night Market Netplay",
    startOffsetDays: 19,
    startTime: "19:00",
    durationHours: 9,
    website: null,
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Cedar Commons Board & Byte Night",
    description: "Board games at the long tables first, then a LAN night of indie co-op games.",
    communityName: "Pacific Coast Pixel Guild",
    centerName: "Cedar Circuit Commons",
    startOffsetDays: 24,
    startTime: "17:00",
    durationHours: 7,
    website: null,
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Tromsø Polar Night Pixel Gathering",
    description: "A weekend LAN in a town hall under the northern lights, for every skill level.",
    communityName: "Polar Ping Expedition",
    centerName: null,
    startOffsetDays: 36,
    startTime: "16:00",
    durationHours: 30,
    website: null,
    customLocation: "Kulturhus Pikselgata, Tromsø, Norge",
    lat: null,
    lng: null,
    timeZone: "Europe/Oslo",
    verified: true,
  },
  {
    organizationName: "Lagoon Loadscreen Derby Day",
    description: "Football-game brackets all afternoon and a big-screen final in the evening.",
    communityName: "Savanna Circuit Gamers",
    centerName: "Lagoon Loadscreen Lounge",
    startOffsetDays: 52,
    startTime: "14:00",
    durationHours: 8,
    website: null,
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Savanna Circuit Open",
    description: "A multi-city qualifier whose finals take place at the Nairobi arena.",
    communityName: "Savanna Circuit Gamers",
    centerName: "Acacia Access Point Arena",
    startOffsetDays: 120,
    startTime: "09:00",
    durationHours: 36,
    website: "https://savanna-circuit.example/open",
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Monsoon Midnight Marathon",
    description: "An all-night LAN for anyone who likes rain sounds and long matches.",
    communityName: "Monsoon Netplay Society",
    centerName: null,
    startOffsetDays: 3,
    startTime: "21:00",
    durationHours: 10,
    website: null,
    customLocation: "Community Hall Pixel Nagar, Pune, India",
    lat: 18.5204,
    lng: 73.8567,
    verified: false,
  },
  {
    organizationName: "Kraków Cellar Classic",
    description: "Last season's cellar tournament with fast rounds and a very loud final.",
    communityName: "Vistula Vltava LAN Circle",
    centerName: "Smok Server Piwnica",
    startOffsetDays: -21,
    startTime: "16:00",
    durationHours: 16,
    website: "https://smok-server.example/classic",
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
  {
    organizationName: "Polar Night Pixel Party",
    description: "A cozy mid-winter LAN to keep spirits up during the long polar night.",
    communityName: "Polar Ping Expedition",
    centerName: "Icefloe Ping Station Lounge",
    startOffsetDays: -60,
    startTime: "19:00",
    durationHours: 8,
    website: null,
    customLocation: null,
    lat: null,
    lng: null,
    verified: false,
  },
  {
    organizationName: "Azulejo Arcade Friday Night LAN",
    description: "Six hours of team shooters and a pastel de nata break at midnight.",
    communityName: "Tejo Tickrate Guild",
    centerName: "Azulejo Arcade Lisboa",
    startOffsetDays: 10,
    startTime: "20:00",
    durationHours: 6,
    website: "https://azulejo-arcade.example/friday",
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
    ownedByDemoAccount: true,
  },
  {
    organizationName: "Neon Noodle Rhythm Weekend",
    description: "Two days of rhythm-game rounds in the booth wing, ramen included.",
    communityName: "Far East Frame Rate Club",
    centerName: "Neon Noodle Netcafé",
    startOffsetDays: 41,
    startTime: "13:00",
    durationHours: 33,
    website: null,
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
  },
];
