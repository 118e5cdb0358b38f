// Real images made with sharp for the specs: what a browser's cropper would send, and
// what an attacker or a broken upload would.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff';

export function solidImage(kind: ImageKind, width = 320, height = 240): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  return image.toFormat(kind).toBuffer();
}

/** Random pixels do not compress: a PNG of them is about width × height × 3 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export function toDataUrl(bytes: Buffer, declaredType = 'image/jpeg'): string {
  return `data:${declaredType};base64,${bytes.toString('base64')}`;
}
