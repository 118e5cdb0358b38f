import sharp from 'sharp';
import { pngClaiming, solidImage } from '../../test/support/test-images';
import { configureSharp, openPicture, readPictureHeader } from './sharp-input';

describe('openPicture', () => {
  it('lets sharp itself refuse to decode more than 24 megapixels, whatever checked the header before', async () => {
    await expect(openPicture(await solidImage('png', 6000, 4001)).jpeg().toBuffer()).rejects.toThrow(/pixel limit/);
    const atTheLimit = await openPicture(await solidImage('png', 6000, 4000)).resize(100).jpeg().toBuffer();
    expect((await sharp(atTheLimit).metadata()).width).toBe(100);
  });

  it('refuses truncated pixel data', async () => {
    const png = await solidImage('png', 400, 400);
    await expect(openPicture(png.subarray(0, png.length - 40)).jpeg().toBuffer()).rejects.toThrow();
  });
});

describe('readPictureHeader', () => {
  it('reads the size a header claims however large, without decoding', async () => {
    expect(await readPictureHeader(pngClaiming(50_000, 50_000))).toMatchObject({ format: 'png', width: 50_000, height: 50_000 });
  });
});

describe('configureSharp', () => {
  it('gives each picture one libvips thread and keeps no operation cache', () => {
    configureSharp();
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });
});
