import { pictureSizeOf, pictureSizeQuerySchema } from './dto/picture-size';
import { pictureSizeFor, pictureSizeQuery } from './picture-sizes';

describe('pictureSizeFor', () => {
  it('picks the smallest size that covers the slot at the screen density', () => {
    expect(pictureSizeFor(40, 1)).toBe(160);
    expect(pictureSizeFor(112, 1.75)).toBe(320);
    expect(pictureSizeFor(165, 2)).toBe(480);
    expect(pictureSizeFor(200, 3)).toBe(640);
  });

  it('counts at most 3 device pixels per CSS pixel, and at least 1', () => {
    expect(pictureSizeFor(160, 4)).toBe(480);
    expect(pictureSizeFor(160, 0.5)).toBe(160);
  });

  it('asks for the stored picture when no size is big enough', () => {
    expect(pictureSizeFor(330, 2)).toBeUndefined();
  });
});

describe('pictureSizeQuery', () => {
  it('names the size, or nothing for the picture as stored', () => {
    expect(pictureSizeQuery(320)).toBe('?size=320');
    expect(pictureSizeQuery(undefined)).toBe('');
  });
});

describe('pictureSizeQuerySchema', () => {
  it('accepts the sizes of the ladder, or none', () => {
    expect(pictureSizeOf(pictureSizeQuerySchema.parse({ size: '320' }))).toBe(320);
    expect(pictureSizeOf(pictureSizeQuerySchema.parse({}))).toBeUndefined();
  });

  it('refuses any other size', () => {
    expect(pictureSizeQuerySchema.safeParse({ size: '1000' }).success).toBe(false);
    expect(pictureSizeQuerySchema.safeParse({ size: ['160', '320'] }).success).toBe(false);
  });
});
