import sharp from 'sharp';
import { categoryColorMap } from '@outings/reference-data';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSvg } from './photo-art';
import { createPhotoRenderer } from './photo-renderer';

describe('activity photos', () => {
  it('draw a different picture per activity and position, the same each time', () => {
    const hike = { id: 'sunrise-hike', category: 'Nature' };
    expect(photoSvg(hike, 0)).toBe(photoSvg(hike, 0));
    expect(photoSvg(hike, 1)).not.toBe(photoSvg(hike, 0));
    expect(photoSvg({ ...hike, id: 'night-swim' }, 0)).not.toBe(photoSvg(hike, 0));
  });

  it("use the category's colour, and the default category's for an unknown one", () => {
    expect(photoSvg({ id: 'a', category: 'Music' }, 0)).toContain(categoryColorMap.Music);
    expect(photoSvg({ id: 'a', category: 'Knitting' }, 0)).toContain(categoryColorMap.Adventure);
  });

  it('render to a small WebP of the photo size', async () => {
    const renderer = createPhotoRenderer();
    const bytes = await renderer.render({ id: 'sunrise-hike', category: 'Nature' }, 0);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    expect(bytes.length).toBeLessThan(20_000);
    expect(await renderer.render({ id: 'sunrise-hike', category: 'Nature' }, 0)).toBe(bytes);
  });
});
