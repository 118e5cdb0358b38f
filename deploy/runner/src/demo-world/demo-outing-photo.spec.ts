import sharp from 'sharp';
import { DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH, demoOutingPhotoSvg, drawDemoOutingPhoto } from './demo-outing-photo';

const NAME = 'cherry-blossom-picnic-1';

describe('demo outing photos', () => {
  it('are the same picture for the same name, another for another name, shapes only', () => {
    const svg = demoOutingPhotoSvg(NAME);
    expect(demoOutingPhotoSvg(NAME)).toBe(svg);
    expect(demoOutingPhotoSvg('cherry-blossom-picnic-2')).not.toBe(svg);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('are a landscape JPEG, a bright sky over darker hills', async () => {
    const jpeg = await drawDemoOutingPhoto(NAME);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: DEMO_PHOTO_WIDTH, height: DEMO_PHOTO_HEIGHT });
    const brightness = async (top: number) => {
      const band = await sharp(jpeg).extract({ left: 0, top, width: DEMO_PHOTO_WIDTH, height: 40 }).toBuffer();
      const { channels } = await sharp(band).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    };
    expect(await brightness(0)).toBeGreaterThan((await brightness(DEMO_PHOTO_HEIGHT - 40)) + 30);
  });
});
