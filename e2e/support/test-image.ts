// A real picture to upload, made in memory: an RGB PNG with a colour gradient, so the
// cropper has something to show and the cropped JPEG is not a blank square.
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function gradientPng(width = 320, height = 240): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // colour type: RGB
  // compression, filter and interlace methods: 0
  const rowLength = 1 + width * 3; // each row starts with its filter type, 0 = none
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = y * rowLength + 1 + x * 3;
      pixels[offset] = Math.round((255 * x) / width);
      pixels[offset + 1] = Math.round((255 * y) / height);
      pixels[offset + 2] = 160;
    }
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The picture as `setInputFiles` takes it. */
export function gradientPngFile(name = 'me.png') {
  return { name, mimeType: 'image/png', buffer: gradientPng() };
}

export function gradientPngDataUrl(): string {
  return `data:image/png;base64,${gradientPng().toString('base64')}`;
}
