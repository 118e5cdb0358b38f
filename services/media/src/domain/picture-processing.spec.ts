import sharp from 'sharp';
import { noisePng, pngClaiming, solidImage } from '../../test/support/test-images';
import { PICTURE_MAX_SIDE, preparePicture } from './picture-processing';
import { MAX_INPUT_PIXELS, MAX_PICTURE_BYTES } from './picture-limits';
import { PictureRefusedError, type PictureRefusalReason } from './picture-refusal';

async function refusal(bytes: Buffer): Promise<PictureRefusalReason | 'accepted'> {
  try {
    await preparePicture(bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof PictureRefusedError) return error.reason;
    throw error;
  }
}

describe('preparePicture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('accepts %s and re-encodes it as JPEG', async (kind) => {
    const output = await preparePicture(await solidImage(kind, 320, 240));
    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it.each(['gif', 'tiff'] as const)('refuses %s', async (kind) => {
    expect(await refusal(await solidImage(kind))).toBe('not-an-image');
  });

  it('refuses text and SVG', async () => {
    expect(await refusal(Buffer.from('definitely not a picture'))).toBe('not-an-image');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await refusal(svg)).toBe('not-an-image');
  });

  it.each(['jpeg', 'png', 'webp'] as const)('refuses a truncated %s', async (kind) => {
    const whole = await noisePng(200, 200).then((png) => sharp(png).toFormat(kind).toBuffer());
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe('not-an-image');
  });

  it('refuses a file whose signature lies about its content', async () => {
    const jpeg = await solidImage('jpeg');
    const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    expect(await refusal(forged)).toBe('not-an-image');
  });

  it('refuses files over the size limit', async () => {
    const big = await noisePng(1400, 1400);
    expect(big.length).toBeGreaterThan(MAX_PICTURE_BYTES);
    expect(await refusal(big)).toBe('too-large');
  });

  it('refuses a small file that would decode into too many pixels', async () => {
    const bomb = await solidImage('png', 8000, 8000);
    expect(bomb.length).toBeLessThan(MAX_PICTURE_BYTES);
    expect(await refusal(bomb)).toBe('too-many-pixels');
  });

  it('refuses a 6000×6000 PNG of a flat colour (36 megapixels in a file far under the byte limit)', async () => {
    const square = await solidImage('png', 6000, 6000);
    expect(square.length).toBeLessThan(MAX_PICTURE_BYTES / 10);
    expect(await refusal(square)).toBe('too-many-pixels');
  });

  it('accepts a 6000×4000 picture (24 megapixels, a camera\'s full 3:2 frame) and refuses one more row', async () => {
    expect(MAX_INPUT_PIXELS).toBe(6000 * 4000);
    const atTheLimit = await sharp(await preparePicture(await solidImage('png', 6000, 4000))).metadata();
    expect([atTheLimit.width, atTheLimit.height]).toEqual([PICTURE_MAX_SIDE, Math.round((PICTURE_MAX_SIDE * 4000) / 6000)]);
    expect(await refusal(await solidImage('png', 6000, 4001))).toBe('too-many-pixels');
  });

  it('refuses a PNG whose header claims 50000×50000 pixels as too many pixels, not as a broken file', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(await refusal(bomb)).toBe('too-many-pixels');
  });

  it('fits large pictures into the maximum side without enlarging small ones', async () => {
    const wide = await sharp(await preparePicture(await solidImage('png', 3000, 1500))).metadata();
    expect([wide.width, wide.height]).toEqual([PICTURE_MAX_SIDE, PICTURE_MAX_SIDE / 2]);
    const small = await sharp(await preparePicture(await solidImage('jpeg', 100, 80))).metadata();
    expect([small.width, small.height]).toEqual([100, 80]);
  });

  it('turns the picture upright and strips its metadata', async () => {
    const camera = await sharp(await solidImage('jpeg', 300, 200))
      .withExif({ IFD0: { Make: 'Camera', Model: 'Spy' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const output = await sharp(await preparePicture(camera)).metadata();
    expect([output.width, output.height]).toEqual([200, 300]);
    expect(output.exif).toBeUndefined();
    expect(output.orientation).toBeUndefined();
  });

  it('puts transparent pixels on white', async () => {
    const transparent = await sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { data } = await sharp(await preparePicture(transparent)).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });
});
