/** A game highlighted at the top of /games, shown with our own poster art. */
export interface FeaturedGame {
  id: string;
  name: string;
  publisher: string;
  storeUrl: string;
  description: string;
  posterImage: string;
  posterAlt: string;
  /** Name of the config variable that may hold a trailer URL; poster only when it is unset. */
  trailerEnvKey: string;
}

/** One title in the 'All Games' list: publisher, store page and a review summary of our own. */
export interface Game {
  name: string;
  publisher: string;
  url: string;
  review: string;
}

/** Intrinsic size of the featured-game posters under /images/games/ (16:9, like a video). */
export const featuredPosterSize = { width: 1280, height: 720 } as const;

/** The two featured games; no third-party trailers are committed, only our posters. */
export const featuredGames: FeaturedGame[] = [
  {
    id: "deep-rock-galactic",
    name: "Deep Rock Galactic",
    publisher: "Coffee Stain Publishing",
    storeUrl: "https://store.steampowered.com/app/548430",
    description:
      "A co-op shooter for up to four players who mine, fight and explore their way through " +
      "caves that are different every time. Perfect for a row of PCs and a team on voice chat.",
    posterImage: "/images/games/deep-rock-galactic.svg",
    posterAlt: "Abstract poster: glowing crystals in a dark cave lit by four headlamp beams",
    trailerEnvKey: "FEATURED_GAME_1_TRAILER_URL",
  },
  {
    id: "valheim",
    name: "Valheim",
    publisher: "Coffee Stain Publishing",
    storeUrl: "https://store.steampowered.com/app/892970",
    description:
      "A survival and exploration game set in a Norse-inspired world. Groups gather, build " +
      "and sail together, which makes it a favourite for long sessions at a LAN center.",
    posterImage: "/images/games/valheim.svg",
    posterAlt: "Abstract poster: a longship under a neon aurora between dark mountain peaks",
    trailerEnvKey: "FEATURED_GAME_2_TRAILER_URL",
  },
];

/** About sixty PC titles for the 'All Games' list, shown in two columns. */
export const allGames: Game[] = [
  {
    name: "Counter-Strike 2",
    publisher: "Valve",
    url: "https://store.steampowered.com/app/730",
    review: "Very positive: precise gunplay and a deep competitive scene",
  },
  {
    name: "Dota 2",
    publisher: "Valve",
    url: "https://store.steampowered.com/app/570",
    review: "Very positive: endless strategic depth for five-player teams",
  },
  {
    name: "Team Fortress 2",
    publisher: "Valve",
    url: "https://store.steampowered.com/app/440",
    review: "Very positive: class-based chaos with lasting charm",
  },
  {
    name: "Left 4 Dead 2",
    publisher: "Valve",
    url: "https://store.steampowered.com/app/550",
    review: "Overwhelmingly positive: a co-op classic for four friends",
  },
  {
    name: "Portal 2",
    publisher: "Valve",
    url: "https://store.steampowered.com/app/620",
    review: "Overwhelmingly positive: clever puzzles and a great co-op mode",
  },
  {
    name: "Garry's Mod",
    publisher: "Facepunch Studios",
    url: "https://store.steampowered.com/app/4000",
    review: "Overwhelmingly positive: a sandbox of community-made modes",
  },
  {
    name: "Rust",
    publisher: "Facepunch Studios",
    url: "https://store.steampowered.com/app/252490",
    review: "Very positive: tense survival with big group raids",
  },
  {
    name: "PUBG: BATTLEGROUNDS",
    publisher: "KRAFTON, Inc.",
    url: "https://store.steampowered.com/app/578080",
    review: "Mixed: the battle royale that started the wave, still busy",
  },
  {
    name: "Apex Legends",
    publisher: "Electronic Arts",
    url: "https://store.steampowered.com/app/1172470",
    review: "Mixed: fast squad battle royale with fluid movement",
  },
  {
    name: "It Takes Two",
    publisher: "Electronic Arts",
    url: "https://store.steampowered.com/app/1426210",
    review: "Overwhelmingly positive: inventive two-player co-op",
  },
  {
    name: "Grand Theft Auto V",
    publisher: "Rockstar Games",
    url: "https://store.steampowered.com/app/271590",
    review: "Very positive: a vast open world plus busy online sessions",
  },
  {
    name: "Red Dead Redemption 2",
    publisher: "Rockstar Games",
    url: "https://store.steampowered.com/app/1174180",
    review: "Very positive: a rich western told with striking detail",
  },
  {
    name: "Dead by Daylight",
    publisher: "Behaviour Interactive",
    url: "https://store.steampowered.com/app/381210",
    review: "Mostly positive: asymmetric horror that rewards teamwork",
  },
  {
    name: "Tom Clancy's Rainbow Six Siege",
    publisher: "Ubisoft",
    url: "https://store.steampowered.com/app/359550",
    review: "Very positive: tactical rounds built on destructible walls",
  },
  {
    name: "Destiny 2",
    publisher: "Bungie",
    url: "https://store.steampowered.com/app/1085660",
    review: "Mostly positive: satisfying shooting in a shared sci-fi world",
  },
  {
    name: "Warframe",
    publisher: "Digital Extremes",
    url: "https://store.steampowered.com/app/230410",
    review: "Very positive: free-to-play space ninja action with deep progression",
  },
  {
    name: "Path of Exile",
    publisher: "Grinding Gear Games",
    url: "https://store.steampowered.com/app/238960",
    review: "Very positive: a huge skill tree for players who love builds",
  },
  {
    name: "Terraria",
    publisher: "Re-Logic",
    url: "https://store.steampowered.com/app/105600",
    review: "Overwhelmingly positive: digging, building and boss fights together",
  },
  {
    name: "Stardew Valley",
    publisher: "ConcernedApe",
    url: "https://store.steampowered.com/app/413150",
    review: "Overwhelmingly positive: relaxing farm life, also in co-op",
  },
  {
    name: "Don't Starve Together",
    publisher: "Klei Entertainment",
    url: "https://store.steampowered.com/app/322330",
    review: "Overwhelmingly positive: quirky survival that needs a team",
  },
  {
    name: "The Witcher 3: Wild Hunt",
    publisher: "CD PROJEKT RED",
    url: "https://store.steampowered.com/app/292030",
    review: "Overwhelmingly positive: a landmark story-driven RPG",
  },
  {
    name: "Cyberpunk 2077",
    publisher: "CD PROJEKT RED",
    url: "https://store.steampowered.com/app/1091500",
    review: "Very positive: a neon city that grew through many updates",
  },
  {
    name: "ELDEN RING",
    publisher: "Bandai Namco Entertainment",
    url: "https://store.steampowered.com/app/1245620",
    review: "Very positive: a vast, demanding open-world adventure",
  },
  {
    name: "TEKKEN 8",
    publisher: "Bandai Namco Entertainment",
    url: "https://store.steampowered.com/app/1778820",
    review: "Mostly positive: aggressive 3D fighting for local rivalries",
  },
  {
    name: "Monster Hunter: World",
    publisher: "Capcom",
    url: "https://store.steampowered.com/app/582010",
    review: "Very positive: team hunts against towering monsters",
  },
  {
    name: "Street Fighter 6",
    publisher: "Capcom",
    url: "https://store.steampowered.com/app/1364780",
    review: "Very positive: approachable controls over a deep fighting core",
  },
  {
    name: "Resident Evil 4",
    publisher: "Capcom",
    url: "https://store.steampowered.com/app/2050650",
    review: "Overwhelmingly positive: a tense, polished horror remake",
  },
  {
    name: "Baldur's Gate 3",
    publisher: "Larian Studios",
    url: "https://store.steampowered.com/app/1086940",
    review: "Overwhelmingly positive: a choice-rich RPG with online co-op",
  },
  {
    name: "Sid Meier's Civilization VI",
    publisher: "2K",
    url: "https://store.steampowered.com/app/289070",
    review: "Very positive: one-more-turn strategy across history",
  },
  {
    name: "Borderlands 3",
    publisher: "2K",
    url: "https://store.steampowered.com/app/397540",
    review: "Mostly positive: loot-heavy co-op shooting with plenty of humor",
  },
  {
    name: "Sea of Thieves",
    publisher: "Xbox Game Studios",
    url: "https://store.steampowered.com/app/1172620",
    review: "Very positive: pirate crews, ship battles and shared stories",
  },
  {
    name: "Forza Horizon 5",
    publisher: "Xbox Game Studios",
    url: "https://store.steampowered.com/app/1551360",
    review: "Very positive: a festival of open-world racing",
  },
  {
    name: "Age of Empires II: Definitive Edition",
    publisher: "Xbox Game Studios",
    url: "https://store.steampowered.com/app/813780",
    review: "Overwhelmingly positive: a real-time strategy classic restored",
  },
  {
    name: "Halo: The Master Chief Collection",
    publisher: "Xbox Game Studios",
    url: "https://store.steampowered.com/app/976730",
    review: "Very positive: several campaigns plus classic multiplayer",
  },
  {
    name: "Deep Rock Galactic",
    publisher: "Coffee Stain Publishing",
    url: "https://store.steampowered.com/app/548430",
    review: "Overwhelmingly positive: four miners, one cave, lots of teamwork",
  },
  {
    name: "Satisfactory",
    publisher: "Coffee Stain Publishing",
    url: "https://store.steampowered.com/app/526870",
    review: "Overwhelmingly positive: factory building that rewards planning",
  },
  {
    name: "Valheim",
    publisher: "Coffee Stain Publishing",
    url: "https://store.steampowered.com/app/892970",
    review: "Very positive: Viking survival that shines with friends",
  },
  {
    name: "Euro Truck Simulator 2",
    publisher: "SCS Software",
    url: "https://store.steampowered.com/app/227300",
    review: "Overwhelmingly positive: calm, detailed driving across Europe",
  },
  {
    name: "Among Us",
    publisher: "Innersloth",
    url: "https://store.steampowered.com/app/945360",
    review: "Very positive: social deduction that sparks loud rounds",
  },
  {
    name: "Phasmophobia",
    publisher: "Kinetic Games",
    url: "https://store.steampowered.com/app/739630",
    review: "Overwhelmingly positive: co-op ghost hunting full of tension",
  },
  {
    name: "Lethal Company",
    publisher: "Zeekerss",
    url: "https://store.steampowered.com/app/1966720",
    review: "Overwhelmingly positive: funny, frightening co-op scavenging",
  },
  {
    name: "HELLDIVERS 2",
    publisher: "PlayStation Publishing LLC",
    url: "https://store.steampowered.com/app/553850",
    review: "Mostly positive: chaotic squad battles against alien swarms",
  },
  {
    name: "Hades",
    publisher: "Supergiant Games",
    url: "https://store.steampowered.com/app/1145360",
    review: "Overwhelmingly positive: stylish runs with a story that builds",
  },
  {
    name: "Hollow Knight",
    publisher: "Team Cherry",
    url: "https://store.steampowered.com/app/367520",
    review: "Overwhelmingly positive: a hand-drawn world full of secrets",
  },
  {
    name: "Overcooked! 2",
    publisher: "Team17",
    url: "https://store.steampowered.com/app/728880",
    review: "Very positive: kitchen chaos made for playing side by side",
  },
  {
    name: "War Thunder",
    publisher: "Gaijin Entertainment",
    url: "https://store.steampowered.com/app/236390",
    review: "Mixed: detailed vehicle combat on land, in the air and at sea",
  },
  {
    name: "THE FINALS",
    publisher: "Embark Studios",
    url: "https://store.steampowered.com/app/2073850",
    review: "Mostly positive: team shootouts in fully destructible arenas",
  },
  {
    name: "Marvel Rivals",
    publisher: "NetEase Games",
    url: "https://store.steampowered.com/app/2767030",
    review: "Mostly positive: fast hero team battles on changing maps",
  },
  {
    name: "Palworld",
    publisher: "Pocketpair",
    url: "https://store.steampowered.com/app/1623730",
    review: "Very positive: creature collecting meets survival crafting",
  },
  {
    name: "Cities: Skylines",
    publisher: "Paradox Interactive",
    url: "https://store.steampowered.com/app/255710",
    review: "Overwhelmingly positive: deep city building with endless mods",
  },
  {
    name: "Total War: WARHAMMER III",
    publisher: "SEGA",
    url: "https://store.steampowered.com/app/1142710",
    review: "Mostly positive: huge fantasy battles on a grand strategy map",
  },
  {
    name: "Call of Duty",
    publisher: "Activision",
    url: "https://store.steampowered.com/app/1938090",
    review: "Mixed: blockbuster campaigns and fast online multiplayer",
  },
  {
    name: "Diablo IV",
    publisher: "Blizzard Entertainment",
    url: "https://store.steampowered.com/app/2344520",
    review: "Mixed: a dark action RPG with regular seasonal content",
  },
  {
    name: "Dying Light 2 Stay Human",
    publisher: "Techland",
    url: "https://store.steampowered.com/app/534380",
    review: "Very positive: parkour-driven zombie action with co-op",
  },
  {
    name: "DayZ",
    publisher: "Bohemia Interactive",
    url: "https://store.steampowered.com/app/221100",
    review: "Mostly positive: hardcore survival where every encounter matters",
  },
  {
    name: "League of Legends",
    publisher: "Riot Games",
    url: "https://www.leagueoflegends.com",
    review: "Hugely popular: team strategy at the heart of esports",
  },
  {
    name: "VALORANT",
    publisher: "Riot Games",
    url: "https://playvalorant.com",
    review: "Hugely popular: precise tactical shooting with agent abilities",
  },
  {
    name: "Fortnite",
    publisher: "Epic Games",
    url: "https://www.fortnite.com",
    review: "Hugely popular: battle royale, building and player-made islands",
  },
  {
    name: "Rocket League",
    publisher: "Psyonix",
    url: "https://www.rocketleague.com",
    review: "Widely loved: rocket-powered car soccer that is easy to pick up",
  },
  {
    name: "Minecraft",
    publisher: "Mojang Studios",
    url: "https://www.minecraft.net",
    review: "Widely loved: endless building and survival with friends",
  },
];
