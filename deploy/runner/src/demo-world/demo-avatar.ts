// A demo person's picture: their initials on a coloured disc, drawn by the seeder and
// uploaded as a sign-up's photo is. The colours are the category colours, chosen for white
// text at WCAG AA contrast.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_PROFILE_COLOR, categoryColorMap } from '@outings/reference-data';

export const AVATAR_SIZE = 512;
const PALETTE: readonly string[] = Object.values(categoryColorMap);
// A font most machines ship, then generic: without any, the disc is drawn without letters.
const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export interface AvatarPerson {
  username: string;
  first_name: string;
  last_name: string;
}

/** First letter of each name, upper case; letters outside the Basic Latin range too. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(firstName) + first(lastName)).toLocaleUpperCase();
}

/** The same person (by username) always gets the same colour. */
export function avatarColor(username: string): string {
  const hash = createHash('sha256').update(username).digest();
  return PALETTE[hash.readUInt32BE(0) % PALETTE.length] ?? DEFAULT_PROFILE_COLOR;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function avatarSvg({ username, first_name, last_name }: AvatarPerson): string {
  const half = AVATAR_SIZE / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <circle cx="${half}" cy="${half}" r="${half}" fill="${avatarColor(username)}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${AVATAR_SIZE * 0.4}"
    font-weight="bold" fill="#ffffff">${escapeXml(initialsOf(first_name, last_name))}</text>
</svg>`;
}

/** A square JPEG, as a phone's camera would hand the sign-up form one. */
export function drawAvatar(person: AvatarPerson): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(person))).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
