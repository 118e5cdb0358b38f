// An activity's photos, drawn rather than fetched (no external URLs): a gradient in its
// category's colour with a shape for the category, placed and tinted by the activity's id
// and the photo's position, so each activity's photos differ and never change. Shapes
// only, no text: a container without fonts draws the same picture.
import { createHash } from 'node:crypto';
import { categoryColorMap, DEFAULT_CATEGORY, type Category } from '@outings/reference-data';

export const CATALOGUE_PHOTO_COUNT = 3;
export const CREATION_PHOTO_COUNT = 2;
export const PHOTO_WIDTH = 480;
export const PHOTO_HEIGHT = 360;

export interface PhotoSubject {
  id: string;
  category: string;
}

/** One shape per category, drawn in a 100×100 box around the origin. */
const SHAPES: Record<Category, string> = {
  Adventure: '<path d="M-50 40 L-10 -35 L10 0 L25 -20 L50 40 Z"/>',
  'Food & Drink': '<circle r="38"/><circle r="26" fill-opacity="0.5"/>',
  'Arts & Culture': '<rect x="-40" y="-30" width="80" height="60" rx="4"/><circle cx="-15" cy="-5" r="10" fill-opacity="0.5"/>',
  Sports: '<circle r="40"/><path d="M-40 0 H40 M0 -40 V40" stroke="white" stroke-width="4" stroke-opacity="0.6"/>',
  Nature: '<path d="M0 -45 L35 20 H-35 Z"/><rect x="-6" y="20" width="12" height="22"/>',
  Nightlife: '<path d="M10 -40 A40 40 0 1 0 40 10 A30 30 0 1 1 10 -40 Z"/>',
  Games: '<rect x="-35" y="-35" width="70" height="70" rx="10"/><circle cx="-15" cy="-15" r="7" fill-opacity="0.5"/><circle cx="15" cy="15" r="7" fill-opacity="0.5"/>',
  Learning: '<path d="M-45 -10 L0 -35 L45 -10 L0 15 Z"/><path d="M-25 2 V25 Q0 40 25 25 V2" fill-opacity="0.6"/>',
  Wellness: '<path d="M0 35 C-50 0 -25 -40 0 -15 C25 -40 50 0 0 35 Z"/>',
  Music: '<path d="M-20 -35 H30 V20 A12 10 0 1 1 20 12 V-20 H-10 V28 A12 10 0 1 1 -20 20 Z"/>',
};

function isCategory(category: string): category is Category {
  return Object.hasOwn(categoryColorMap, category);
}

/** The SVG of photo `index` of `subject`. */
export function photoSvg(subject: PhotoSubject, index: number): string {
  const category = isCategory(subject.category) ? subject.category : DEFAULT_CATEGORY;
  const colour = categoryColorMap[category];
  const bytes = createHash('sha256').update(`${subject.id}#${index}`).digest();
  const byte = (at: number) => bytes[at] ?? 0;
  const angle = (byte(0) / 255) * 360;
  const x = 120 + (byte(1) / 255) * 240;
  const y = 110 + (byte(2) / 255) * 140;
  const scale = 1.2 + (byte(3) / 255) * 1.3;
  const rotation = (byte(4) / 255) * 40 - 20;
  const glowX = (byte(5) / 255) * PHOTO_WIDTH;
  const glowY = (byte(6) / 255) * PHOTO_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<defs>
<linearGradient id="g" gradientTransform="rotate(${angle.toFixed(1)} 0.5 0.5)">
<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="rgb(20,20,28)"/>
</linearGradient>
<radialGradient id="l"><stop offset="0" stop-color="white" stop-opacity="0.35"/><stop offset="1" stop-color="white" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${glowX.toFixed(0)}" cy="${glowY.toFixed(0)}" r="180" fill="url(#l)"/>
<g fill="white" fill-opacity="0.85" transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${rotation.toFixed(1)}) scale(${scale.toFixed(2)})">${SHAPES[category]}</g>
</svg>`;
}
