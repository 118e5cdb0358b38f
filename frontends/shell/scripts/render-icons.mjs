// Renders the app icons from public/icons/logo.svg (run once after changing the logo:
// `node frontends/shell/scripts/render-icons.mjs`; the PNGs are committed).
// The maskable icon keeps the mark inside the 80% safe zone on a full-bleed background.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
const logo = await readFile(join(iconsDir, 'logo.svg'));
const squareLogo = Buffer.from(logo.toString().replace('rx="16"', 'rx="0"'));

async function render(svg, size, file, { inset = 0, background } = {}) {
  const inner = Math.round(size * (1 - inset * 2));
  const mark = await sharp(svg, { density: 72 * (inner / 64) * 2 }).resize(inner, inner).png().toBuffer();
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } });
  await canvas.composite([{ input: mark, gravity: 'center' }]).png({ compressionLevel: 9 }).toFile(join(iconsDir, file));
  console.log(file);
}

await render(logo, 192, 'icon-192.png');
await render(logo, 512, 'icon-512.png');
await render(squareLogo, 512, 'icon-maskable-512.png', { inset: 0.1, background: '#c2410c' });
await render(squareLogo, 180, 'apple-touch-icon.png');
