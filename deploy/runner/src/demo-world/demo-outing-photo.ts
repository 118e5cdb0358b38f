// The demo world's outing photos, drawn by the seeder and uploaded by their members as a
// phone's photos are. A landscape: a sky of one time of day, a sun and its glow, clouds,
// three ranges of hills and a few pines, placed and tinted by the hash of the photo's
// name, so each photo differs and is the same at every seed. Shapes only, no text: a
// machine without fonts draws the same picture.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const DEMO_PHOTO_WIDTH = 960;
export const DEMO_PHOTO_HEIGHT = 720;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Far, middle and near hills. */
  hills: readonly [string, string, string];
  pine: string;
}

/** Morning, midday, golden hour and dusk. */
const PALETTES: readonly Palette[] = [
  { skyTop: '#7ec8f2', skyBottom: '#fde8c8', sun: '#fff4c2', hills: ['#a3c9b0', '#6fa779', '#3f7d4f'], pine: '#2f5e3b' },
  { skyTop: '#3d8fd9', skyBottom: '#c4e6fb', sun: '#fffbe0', hills: ['#9fbfd0', '#77b072', '#4c8c45'], pine: '#2e6630' },
  { skyTop: '#f39c55', skyBottom: '#ffe6a8', sun: '#fff3c4', hills: ['#d7a77f', '#9a8f52', '#5b6338'], pine: '#3a4128' },
  { skyTop: '#5b4b8a', skyBottom: '#f7a48b', sun: '#ffd6a0', hills: ['#9a7aa8', '#654f80', '#382c52'], pine: '#241c38' },
];

/** Numbers in [0, 1) drawn from the name's hash, the same sequence for the same name. */
function randomOf(name: string): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > bytes.length) {
      bytes = createHash('sha256').update(`${name}#${block}`).digest();
      block += 1;
      at = 0;
    }
    const value = bytes.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
  };
}

const fixed = (value: number) => value.toFixed(1);

interface Point {
  x: number;
  y: number;
}

/** A smooth range of hills across the picture: its outline's points on the curve, and the filled path. */
function hills(random: () => number, baseY: number, amplitude: number, peaks: number) {
  const tops: Point[] = Array.from({ length: peaks + 1 }, (_, index) => ({
    x: (index * DEMO_PHOTO_WIDTH) / peaks,
    y: baseY - random() * amplitude,
  }));
  // Through the midpoints, each top a control point: a smooth ridge without kinks.
  const onCurve = tops.slice(1).map((top, index) => {
    const before = tops[index] ?? top;
    return { x: (before.x + top.x) / 2, y: (before.y + top.y) / 2 };
  });
  const first = tops[0] ?? { x: 0, y: baseY };
  const last = tops.at(-1) ?? first;
  const curves = tops.slice(1, -1).map((top, index) => {
    const end = onCurve[index + 1] ?? last;
    return `Q${fixed(top.x)} ${fixed(top.y)} ${fixed(end.x)} ${fixed(end.y)}`;
  });
  const start = onCurve[0] ?? first;
  const path = `M0 ${DEMO_PHOTO_HEIGHT} L0 ${fixed(first.y)} L${fixed(start.x)} ${fixed(start.y)} ${curves.join(' ')} L${DEMO_PHOTO_WIDTH} ${fixed(last.y)} L${DEMO_PHOTO_WIDTH} ${DEMO_PHOTO_HEIGHT} Z`;
  return { path, onCurve };
}

function cloud(random: () => number): string {
  const x = random() * DEMO_PHOTO_WIDTH;
  const y = 60 + random() * 170;
  const size = 30 + random() * 35;
  const puffs = [[-1.2, 0.25, 1], [0, 0, 1.35], [1.2, 0.25, 1], [0.5, 0.45, 1.1], [-0.5, 0.45, 1.1]] as const;
  const ellipses = puffs.map(([dx, dy, scale]) =>
    `<ellipse cx="${fixed(x + dx * size)}" cy="${fixed(y + dy * size)}" rx="${fixed(size * scale)}" ry="${fixed(size * scale * 0.62)}"/>`);
  // `opacity` on the group: the puffs fade as one cloud, their overlaps unseen.
  return `<g fill="#ffffff" opacity="${(0.65 + random() * 0.25).toFixed(2)}">${ellipses.join('')}</g>`;
}

/** A pine standing on the ridge at `foot`. */
function pine(random: () => number, foot: Point, colour: string): string {
  const height = 38 + random() * 40;
  const width = height * 0.45;
  const { x, y } = foot;
  const tier = (top: number, bottom: number, half: number) => `M${fixed(x)} ${fixed(top)} L${fixed(x + half)} ${fixed(bottom)} L${fixed(x - half)} ${fixed(bottom)} Z`;
  return `<path fill="${colour}" d="${tier(y - height, y - height * 0.35, width * 0.7)} ${tier(y - height * 0.7, y + 4, width)}"/>`;
}

/** `name`: which photo, e.g. `<activity id>-<n>`. */
export function demoOutingPhotoSvg(name: string): string {
  const random = randomOf(name);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)] ?? PALETTES[0];
  if (!palette) throw new Error('no palette to draw with');
  const sun = { x: 120 + random() * (DEMO_PHOTO_WIDTH - 240), y: 110 + random() * 180, r: 38 + random() * 26 };
  const clouds = Array.from({ length: 2 + Math.floor(random() * 3) }, () => cloud(random));
  const [farColour, middleColour, nearColour] = palette.hills;
  const far = hills(random, 450, 130, 4 + Math.floor(random() * 3));
  const middle = hills(random, 545, 110, 3 + Math.floor(random() * 3));
  const near = hills(random, 650, 90, 3 + Math.floor(random() * 2));
  const pines = near.onCurve
    .concat(middle.onCurve.filter(() => random() < 0.3))
    .filter(() => random() < 0.7)
    .map((foot) => pine(random, { x: foot.x + (random() - 0.5) * 40, y: foot.y }, palette.pine));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PHOTO_WIDTH}" height="${DEMO_PHOTO_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.8"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${fixed(sun.x)}" cy="${fixed(sun.y)}" r="${fixed(sun.r * 3.2)}" fill="url(#glow)"/>
<circle cx="${fixed(sun.x)}" cy="${fixed(sun.y)}" r="${fixed(sun.r)}" fill="${palette.sun}"/>
${clouds.join('\n')}
<path d="${far.path}" fill="${farColour}"/>
<path d="${far.path}" fill="url(#haze)"/>
<path d="${middle.path}" fill="${middleColour}"/>
<path d="${near.path}" fill="${nearColour}"/>
${pines.join('\n')}
</svg>`;
}

export function drawDemoOutingPhoto(name: string): Promise<Buffer> {
  return sharp(Buffer.from(demoOutingPhotoSvg(name))).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
