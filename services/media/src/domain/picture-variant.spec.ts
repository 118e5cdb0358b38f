import sharp from 'sharp';
import { noisePng } from '../../test/support/test-images';
import { scalePicture } from './picture-variant';

const jpegOf = async (width: number, height: number) => sharp(await noisePng(width, height)).jpeg({ quality: 82 }).toBuffer();

describe('scalePicture', () => {
  it('scales the shorter side to the size asked for, keeping the proportions', async () => {
    const scaled = await scalePicture(await jpegOf(960, 720), 320);
    expect(await sharp(scaled).metadata()).toMatchObject({ format: 'jpeg', width: 427, height: 320 });
  });

  it('answers a much smaller file than the stored picture', async () => {
    const stored = await jpegOf(1024, 1024);
    const scaled = await scalePicture(stored, 160);
    expect(scaled.length).toBeLessThan(stored.length / 10);
  });

  it('answers a picture no bigger than the size as it is', async () => {
    const stored = await jpegOf(400, 300);
    expect(await scalePicture(stored, 480)).toBe(stored);
    expect(await scalePicture(stored, 160)).not.toBe(stored);
  });

  it('never decodes a picture past the pixel limit, even one of its own', async () => {
    const oversized = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    await expect(scalePicture(oversized, 160)).rejects.toThrow(/pixel limit/);
  });
});
