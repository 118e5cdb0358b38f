// A generated picture for demo users: their initials on a coloured disc. The colours are
// the category colours, chosen for white text at WCAG AA contrast.
import { createHash } from 'node:crypto';
import { DEFAULT_PROFILE_COLOR, categoryColorMap } from '@outings/reference-data';
import { openPicture } from './sharp-input';

export const AVATAR_SIZE = 512;
const PALETTE: readonly string[] = Object.values(categoryColorMap);
// A font every server image ships (the media Dockerfile installs DejaVu), then generic.
const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export interface AvatarPerson {
  userId: string;
  firstName: string;
  lastName: string;
}

/** First letter of each name, upper case; letters outside the Basic Latin range too. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(firstName) + first(lastName)).toLocaleUpperCase();
}

/** The same user always gets the same colour. */
export function avatarColor(userId: string): string {
  const hash = createHash('sha256').update(userId).digest();
  return PALETTE[hash.readUInt32BE(0) % PALETTE.length] ?? DEFAULT_PROFILE_COLOR;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function avatarSvg({ userId, firstName, lastName }: AvatarPerson): string {
  const half = AVATAR_SIZE / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <circle cx="${half}" cy="${half}" r="${half}" fill="${avatarColor(userId)}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${AVATAR_SIZE * 0.4}"
    font-weight="bold" fill="#ffffff">${escapeXml(initialsOf(firstName, lastName))}</text>
</svg>`;
}

export function renderAvatar(person: AvatarPerson): Promise<Buffer> {
  return openPicture(Buffer.from(avatarSvg(person))).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
