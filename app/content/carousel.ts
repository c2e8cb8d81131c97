/** One banner of the home-page game carousel (invented genres, our own artwork). */
export interface CarouselBanner {
  id: string;
  title: string;
  genre: string;
  tagline: string;
  image: `/images/carousel/${string}.svg`;
  alt: string;
}

/** Intrinsic size of every carousel banner under /images/carousel/. */
export const carouselImageSize = { width: 1200, height: 600 } as const;

/** The seven carousel banners in display order. */
export const carouselBanners: CarouselBanner[] = [
  {
    id: "neon-drift-racing",
    title: "Neon Drift Racing",
    genre: "Racing",
    tagline: "Slide through rain-soaked city circuits at full throttle.",
    image: "/images/carousel/neon-drift-racing.svg",
    alt: "Abstract banner: cyan and pink light trails sweeping around a curve on a dark road",
  },
  {
    id: "orbital-siege",
    title: "Orbital Siege",
    genre: "Team shooter",
    tagline: "Hold the station with your squad while the planet turns below.",
    image: "/images/carousel/orbital-siege.svg",
    alt: "Abstract banner: a purple planet with a ringed space station and cyan laser lines",
  },
  {
    id: "rune-forge-brawl",
    title: "Rune Forge Brawl",
    genre: "Fantasy fighting",
    tagline: "Forge your runes, pick your champion and claim the arena.",
    image: "/images/carousel/rune-forge-brawl.svg",
    alt: "Abstract banner: two crossed glowing blades over a hexagonal rune circle",
  },
  {
    id: "skyline-tactics",
    title: "Skyline Tactics",
    genre: "Strategy",
    tagline: "Plan every move across the rooftops of a city that never sleeps.",
    image: "/images/carousel/skyline-tactics.svg",
    alt: "Abstract banner: a neon city skyline with a tactical grid and glowing waypoints",
  },
  {
    id: "block-builders",
    title: "Block Builders",
    genre: "Co-op sandbox",
    tagline: "Build anything together, one glowing block at a time.",
    image: "/images/carousel/block-builders.svg",
    alt: "Abstract banner: a stack of isometric cubes in purple, cyan and pink",
  },
  {
    id: "shadow-circuit",
    title: "Shadow Circuit",
    genre: "Stealth action",
    tagline: "Slip past the sensors and crack the network before dawn.",
    image: "/images/carousel/shadow-circuit.svg",
    alt: "Abstract banner: circuit-board lines converging on a glowing eye-shaped lens",
  },
  {
    id: "starfall-arena",
    title: "Starfall Arena",
    genre: "Team battle arena",
    tagline: "Five heroes, three lanes, one falling star to capture.",
    image: "/images/carousel/starfall-arena.svg",
    alt: "Abstract banner: a bright star falling into a round arena split into three lanes",
  },
];
