/**
 * Generated demo photos (issue 24 item 2, "Demo data that shows the product"): simple original
 * pictures of a LAN center drawn at seed time from an SVG with sharp, our own work (no downloads,
 * no third-party art or text, no fonts). Each picture is a scene made of flat shapes: a room of
 * PC desks with glowing monitors (the cover, in one of {@link DEMO_PALETTE}'s accent colours,
 * picked from the center's name), a row of monitors, a console lounge, a VR play area or a
 * sim-racing rig (each in its own colour). Encoding the renditions is the slow part of seeding,
 * so there are few distinct pictures (`demoPictureHue`): the seed renders each (colour, scene)
 * once, and centers share them (the photos area stores a picture's files once). The seed stores
 * them through the photos area like an upload (`processPhoto`, `storePhoto`).
 */
import sharp from "sharp";
import type { Platform } from "~/lib/opening-hours";

/**
 * Width and height of a generated picture (pixels), 16:10: the middle rendition's width, so the
 * renditions cost little to encode (flat shapes look the same scaled up).
 */
export const DEMO_PHOTO_SIZE = { width: 960, height: 600 } as const;

/** The accent hues (degrees) of the covers: cyan, magenta, amber, green. */
export const DEMO_PALETTE = [190, 300, 35, 140] as const;

/** What a generated picture shows. */
export type DemoScene = "pc_room" | "monitor_row" | "console" | "vr" | "sim_racing";

/** The colours of the scenes other than the cover (degrees). */
const SCENE_HUES: Record<Exclude<DemoScene, "pc_room">, number> = {
  monitor_row: 260,
  console: 35,
  vr: 140,
  sim_racing: 355,
};

/**
 * The accent hue of a center's picture of `scene`: for the cover (the PC room) one of
 * {@link DEMO_PALETTE} by a hash of the center's name, so the same center keeps its colour from
 * one seed to the next; for the other scenes the scene's own colour.
 */
export function demoPictureHue(name: string, scene: DemoScene): number {
  return scene === "pc_room" ? paletteHue(name) : SCENE_HUES[scene];
}

function paletteHue(name: string): number {
  // FNV-1a (32 bits): deterministic, so a center keeps its colour from one seed to the next.
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return DEMO_PALETTE[hash % DEMO_PALETTE.length]!;
}

/**
 * The scenes of a center's gallery: the room of desks as the cover, then one per other platform
 * it offers (console, VR, sim racing), then a row of monitors, `count` in all (2 to 4).
 */
export function scenesFor(platforms: readonly Platform[], count: number): DemoScene[] {
  const extra: DemoScene[] = [];
  if (platforms.includes("console")) extra.push("console");
  if (platforms.includes("vr")) extra.push("vr");
  if (platforms.includes("sim_racing")) extra.push("sim_racing");
  const scenes: DemoScene[] = ["pc_room", ...extra, "monitor_row"];
  return scenes.slice(0, Math.max(2, Math.min(4, count)));
}

/** The drawing's own coordinates (its viewBox), scaled to {@link DEMO_PHOTO_SIZE}. */
const W = 1600;
const H = 1000;

/** hsl() text of a hue (degrees), saturation and lightness (percent). */
const hsl = (hue: number, s: number, l: number) => `hsl(${Math.round(hue % 360)},${s}%,${l}%)`;

/** The room: a dark gradient wall, a floor and a strip of ceiling lights in the accent hue. */
function room(hue: number): string {
  return `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 35, 7)}"/>
      <stop offset="1" stop-color="${hsl(hue + 20, 30, 15)}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 180, 15, 13)}"/>
      <stop offset="1" stop-color="${hsl(hue + 180, 20, 5)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${hsl(hue, 90, 60)}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${hsl(hue, 90, 60)}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect y="${H * 0.58}" width="${W}" height="${H * 0.42}" fill="url(#floor)"/>
  <rect y="${H * 0.06}" width="${W}" height="10" fill="${hsl(hue, 95, 62)}" opacity="0.9"/>
  <rect y="${H * 0.58 - 4}" width="${W}" height="4" fill="${hsl(hue + 40, 90, 55)}" opacity="0.6"/>`;
}

/** One desk with a monitor and a chair, at (x, y) scaled by `s`, screen in `screen`. */
function desk(x: number, y: number, s: number, screen: string, hue: number): string {
  const w = 150 * s;
  return `<g>
    <ellipse cx="${x + w / 2}" cy="${y - 40 * s}" rx="${110 * s}" ry="${60 * s}" fill="url(#glow)"/>
    <rect x="${x + 22 * s}" y="${y - 78 * s}" width="${106 * s}" height="${64 * s}" rx="${4 * s}" fill="${hsl(hue + 200, 20, 8)}"/>
    <rect x="${x + 27 * s}" y="${y - 73 * s}" width="${96 * s}" height="${54 * s}" rx="${2 * s}" fill="${screen}"/>
    <rect x="${x + 70 * s}" y="${y - 14 * s}" width="${10 * s}" height="${14 * s}" fill="${hsl(hue + 200, 10, 20)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${12 * s}" rx="${3 * s}" fill="${hsl(hue + 30, 18, 30)}"/>
    <rect x="${x + 8 * s}" y="${y + 12 * s}" width="${8 * s}" height="${60 * s}" fill="${hsl(hue + 30, 10, 18)}"/>
    <rect x="${x + w - 16 * s}" y="${y + 12 * s}" width="${8 * s}" height="${60 * s}" fill="${hsl(hue + 30, 10, 18)}"/>
    <rect x="${x + 45 * s}" y="${y + 22 * s}" width="${60 * s}" height="${70 * s}" rx="${14 * s}" fill="${hsl(hue + 180, 35, 22)}"/>
  </g>`;
}

/** Screen colours of the desks: the accent hue and its neighbours. */
function screens(hue: number, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    hsl(hue + ((i * 47) % 120) - 40, 80, 45 + (i % 3) * 8),
  );
}

function pcRoom(hue: number): string {
  const rows = [
    { y: H * 0.64, s: 0.75, n: 8 },
    { y: H * 0.78, s: 0.95, n: 7 },
    { y: H * 0.94, s: 1.2, n: 5 },
  ];
  return rows
    .map(({ y, s, n }) => {
      const span = 150 * s;
      const gap = (W - n * span) / (n + 1);
      const colours = screens(hue + y, n);
      return Array.from({ length: n }, (_, i) =>
        desk(gap + i * (span + gap), y, s, colours[i]!, hue),
      ).join("");
    })
    .join("");
}

function monitorRow(hue: number): string {
  const colours = screens(hue + 90, 4);
  return colours.map((colour, i) => desk(60 + i * 390, H * 0.8, 2.3, colour, hue)).join("");
}

function consoleLounge(hue: number): string {
  return `<ellipse cx="${W / 2}" cy="${H * 0.35}" rx="560" ry="260" fill="url(#glow)"/>
    <rect x="${W / 2 - 420}" y="${H * 0.16}" width="840" height="470" rx="12" fill="${hsl(hue + 200, 15, 6)}"/>
    <rect x="${W / 2 - 405}" y="${H * 0.16 + 15}" width="810" height="440" rx="6" fill="${hsl(hue + 20, 75, 42)}"/>
    <polygon points="${W / 2 - 300},${H * 0.55} ${W / 2 - 60},${H * 0.3} ${W / 2 + 140},${H * 0.5} ${W / 2 + 330},${H * 0.28} ${W / 2 + 405},${H * 0.4} ${W / 2 + 405},${H * 0.6} ${W / 2 - 405},${H * 0.6} ${W / 2 - 405},${H * 0.5}" fill="${hsl(hue + 60, 70, 30)}" opacity="0.8"/>
    <rect x="${W / 2 - 160}" y="${H * 0.66}" width="320" height="30" rx="8" fill="${hsl(hue + 200, 10, 15)}"/>
    <rect x="${W / 2 - 520}" y="${H * 0.8}" width="1040" height="150" rx="50" fill="${hsl(hue + 170, 40, 25)}"/>
    <rect x="${W / 2 - 560}" y="${H * 0.76}" width="120" height="200" rx="50" fill="${hsl(hue + 170, 40, 20)}"/>
    <rect x="${W / 2 + 440}" y="${H * 0.76}" width="120" height="200" rx="50" fill="${hsl(hue + 170, 40, 20)}"/>`;
}

function vrArea(hue: number): string {
  const lines: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = W / 2 - 600 + i * 150;
    lines.push(
      `<line x1="${x}" y1="${H * 0.6}" x2="${W / 2 + (x - W / 2) * 1.8}" y2="${H}" stroke="${hsl(hue, 90, 55)}" stroke-width="4" opacity="0.6"/>`,
    );
  }
  for (let j = 0; j < 5; j++) {
    const y = H * 0.6 + (j * j * H * 0.4) / 16;
    lines.push(
      `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${hsl(hue, 90, 55)}" stroke-width="3" opacity="0.5"/>`,
    );
  }
  return `${lines.join("")}
    <ellipse cx="${W / 2}" cy="${H * 0.45}" rx="380" ry="300" fill="url(#glow)"/>
    <circle cx="${W / 2}" cy="${H * 0.3}" r="70" fill="${hsl(hue + 200, 20, 18)}"/>
    <rect x="${W / 2 - 95}" y="${H * 0.26}" width="190" height="70" rx="30" fill="${hsl(hue, 85, 55)}"/>
    <rect x="${W / 2 - 80}" y="${H * 0.39}" width="160" height="260" rx="60" fill="${hsl(hue + 200, 25, 22)}"/>
    <rect x="${W / 2 - 210}" y="${H * 0.42}" width="150" height="34" rx="17" fill="${hsl(hue + 200, 25, 22)}" transform="rotate(-30 ${W / 2 - 80} ${H * 0.44})"/>
    <rect x="${W / 2 + 60}" y="${H * 0.42}" width="150" height="34" rx="17" fill="${hsl(hue + 200, 25, 22)}" transform="rotate(30 ${W / 2 + 80} ${H * 0.44})"/>
    <rect x="${W / 2 - 70}" y="${H * 0.64}" width="50" height="200" rx="20" fill="${hsl(hue + 200, 25, 18)}"/>
    <rect x="${W / 2 + 20}" y="${H * 0.64}" width="50" height="200" rx="20" fill="${hsl(hue + 200, 25, 18)}"/>`;
}

function simRacing(hue: number): string {
  const road = hsl(hue + 100, 20, 25);
  const screen = (x: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x + 230} ${H * 0.38})">
      <rect x="${x}" y="${H * 0.18}" width="460" height="280" rx="8" fill="${hsl(hue + 200, 15, 6)}"/>
      <rect x="${x + 12}" y="${H * 0.18 + 12}" width="436" height="256" fill="${hsl(hue + 190, 60, 45)}"/>
      <polygon points="${x + 12},${H * 0.18 + 268} ${x + 230},${H * 0.18 + 110} ${x + 448},${H * 0.18 + 268}" fill="${road}"/>
    </g>`;
  return `<ellipse cx="${W / 2}" cy="${H * 0.4}" rx="700" ry="260" fill="url(#glow)"/>
    ${screen(W / 2 - 700, -12)}${screen(W / 2 - 230, 0)}${screen(W / 2 + 240, 12)}
    <circle cx="${W / 2}" cy="${H * 0.7}" r="110" fill="none" stroke="${hsl(hue + 200, 10, 12)}" stroke-width="30"/>
    <rect x="${W / 2 - 20}" y="${H * 0.7}" width="40" height="110" fill="${hsl(hue + 200, 10, 12)}"/>
    <rect x="${W / 2 - 260}" y="${H * 0.84}" width="520" height="170" rx="60" fill="${hsl(hue, 70, 35)}"/>`;
}

const SCENES: Record<DemoScene, (hue: number) => string> = {
  pc_room: pcRoom,
  monitor_row: monitorRow,
  console: consoleLounge,
  vr: vrArea,
  sim_racing: simRacing,
};

/**
 * The SVG text of one picture.
 * @param hue the accent hue in degrees (`demoPictureHue`)
 * @param scene what the picture shows
 */
export function demoPhotoSvg(hue: number, scene: DemoScene): string {
  const { width, height } = DEMO_PHOTO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${room(hue)}${SCENES[scene](hue)}</svg>`;
}

/**
 * One picture as a PNG file, as an owner would upload it ({@link DEMO_PHOTO_SIZE}).
 * @param hue the accent hue in degrees; `scene` what it shows
 * @returns the PNG bytes
 */
export async function demoPhotoPng(hue: number, scene: DemoScene): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(demoPhotoSvg(hue, scene)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(png);
}
