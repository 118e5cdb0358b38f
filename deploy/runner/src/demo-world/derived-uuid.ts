// Ids the seeder derives from a name, so that doing a step again (a redelivered event)
// sends the same id and the service stores it once.
import { createHash } from 'node:crypto';

/** A UUID (version 5 layout) derived from a name: the same for the same name. */
export function derivedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
