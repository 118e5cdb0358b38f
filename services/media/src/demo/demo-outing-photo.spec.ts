import sharp from 'sharp';
import { isOutingPhotoKey, isPictureKey, isUploadKey } from '../domain/picture-keys';
import { DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH, demoOutingPhotoSvg, isDemoOutingPhotoKey, renderDemoOutingPhoto } from './demo-outing-photo';

const KEY = 'demo-outing-photos/cherry-blossom-picnic-1.jpg';

describe('demo outing photos', () => {
  it('are named by the demo seed\u2019s keys only', () => {
    expect(isDemoOutingPhotoKey(KEY)).toBe(true);
    expect(isDemoOutingPhotoKey('demo-outing-photos/board-game-cafe-night-12.jpg')).toBe(true);
    for (const key of [
      'demo-outing-photos/../pictures/x.jpg',
      'demo-outing-photos/Upper-1.jpg',
      'demo-outing-photos/picnic-1.png',
      'demo-outing-photos/.jpg',
      'demo/sam',
      'outing-photos/picnic-1.jpg',
      `demo-outing-photos/${'a'.repeat(101)}.jpg`,
    ]) expect(isDemoOutingPhotoKey(key)).toBe(false);
    // Outing photos to media, but never a key an upload is given nor one served by key alone.
    expect(isOutingPhotoKey(KEY)).toBe(true);
    expect(isUploadKey(KEY)).toBe(false);
    expect(isPictureKey(KEY)).toBe(false);
  });

  it('are the same picture for the same key, another for another key, shapes only', () => {
    const svg = demoOutingPhotoSvg(KEY);
    expect(demoOutingPhotoSvg(KEY)).toBe(svg);
    expect(demoOutingPhotoSvg('demo-outing-photos/cherry-blossom-picnic-2.jpg')).not.toBe(svg);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('render a landscape JPEG, a bright sky over darker hills', async () => {
    const jpeg = await renderDemoOutingPhoto(KEY);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: DEMO_PHOTO_WIDTH, height: DEMO_PHOTO_HEIGHT });
    const brightness = async (top: number) => {
      const band = await sharp(jpeg).extract({ left: 0, top, width: DEMO_PHOTO_WIDTH, height: 40 }).toBuffer();
      const { channels } = await sharp(band).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    };
    expect(await brightness(0)).toBeGreaterThan((await brightness(DEMO_PHOTO_HEIGHT - 40)) + 30);
  });
});
