import sharp from 'sharp';
import { noisePng } from '../../test/support/test-images';
import { createPictureVariants } from './picture-variants';

const storedPhoto = async () => ({ contentType: 'image/jpeg', body: await sharp(await noisePng(960, 720)).jpeg().toBuffer() });

describe('createPictureVariants', () => {
  it('scales the stored picture once and answers the same variant after', async () => {
    const stored = await storedPhoto();
    const readStored = jest.fn(async () => stored);
    const variants = createPictureVariants();
    const [first, second] = await Promise.all([variants.of('k', 160, readStored), variants.of('k', 160, readStored)]);
    const third = await variants.of('k', 160, readStored);
    expect(readStored).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await sharp(first!.body).metadata()).toMatchObject({ width: 213, height: 160 });
  });

  it('keeps each size of a key apart', async () => {
    const stored = await storedPhoto();
    const variants = createPictureVariants();
    const small = await variants.of('k', 160, async () => stored);
    const larger = await variants.of('k', 320, async () => stored);
    expect((await sharp(larger!.body).metadata()).height).toBe(320);
    expect(larger!.body.length).toBeGreaterThan(small!.body.length);
  });

  it('answers null for a picture that is gone, and asks again next time', async () => {
    const readStored = jest.fn(async () => null);
    const variants = createPictureVariants();
    expect(await variants.of('gone', 160, readStored)).toBeNull();
    expect(await variants.of('gone', 160, readStored)).toBeNull();
    expect(readStored).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used variants past its byte budget', async () => {
    const stored = await storedPhoto();
    const readStored = jest.fn(async () => stored);
    const oneVariant = (await createPictureVariants().of('probe', 640, readStored))!.body.length;
    readStored.mockClear();
    const variants = createPictureVariants({ maxBytes: Math.floor(oneVariant * 2.5) });
    for (const key of ['a', 'b', 'c']) await variants.of(key, 640, readStored);
    await variants.of('a', 640, readStored);
    expect(readStored).toHaveBeenCalledTimes(4);
  });
});
