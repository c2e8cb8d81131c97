/**
 * Clearly fictional demo data for the embedded database (issue: foundation, "Demo data").
 *
 * Everything here is invented: center names, streets, people and websites do not refer to real
 * businesses or persons. Cities, countries and rough coordinates are real so the map looks
 * plausible. E-mail addresses only use the reserved example.com / example.org / example.net
 * domains, and websites only use the reserved ".example" top-level domain.
 */

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
  imageUrl: string | null;
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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
        imageUrl: null,
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

/** Demo LAN parties (events). */
export interface DemoEvent {
  organizationName: string;
  description: string;
  communityName: string;
  centerName: string | null;
  startOffsetDays: number;
  durationHours: number;
  website: string | null;
  customLocation: string | null;
  lat: number | null;
  lng: number | null;
  verified: boolean;
  /** Organised by the demo owner's account (see `DemoCenter.ownedByDemoAccount`). */
  ownedByDemoAccount?: true;
}

export const demoEvents: DemoEvent[] = [
  // 9 events: 7 in the future and 2 in the past; 7 verified and 2 not verified.
  {
    organizationName: "Lakeshore Winter Warmup LAN",
    description: "A 24-hour LAN with casual brackets, pizza and a retro hour at midnight.",
    communityName: "Great Lakes Frag Collective",
    centerName: "Lakeshore Latency Lounge",
    startOffsetDays: 14,
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
    durationHours: 12,
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
    durationHours: 6,
    website: "https://azulejo-arcade.example/friday",
    customLocation: null,
    lat: null,
    lng: null,
    verified: true,
    ownedByDemoAccount: true,
  },
];
