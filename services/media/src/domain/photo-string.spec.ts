import { decodePhotoString } from './photo-string';
import { MAX_PICTURE_BYTES } from './picture-limits';
import { PictureRefusedError } from './picture-refusal';

function reasonOf(photoString: string): string {
  try {
    decodePhotoString(photoString);
    return 'accepted';
  } catch (error) {
    return error instanceof PictureRefusedError ? error.reason : 'crashed';
  }
}

describe('decodePhotoString', () => {
  it('decodes the base64 payload whatever image type is declared', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(decodePhotoString(`data:image/png;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodePhotoString(`data:image/jpeg;name=me.jpg;base64,${bytes.toString('base64')}`)).toEqual(bytes);
  });

  it('refuses what is not a base64 image data URL', () => {
    expect(reasonOf('data:text/plain;base64,aGVsbG8=')).toBe('not-an-image');
    expect(reasonOf('data:image/png,rawtext')).toBe('not-an-image');
    expect(reasonOf('data:image/png;base64,not base64!')).toBe('not-an-image');
    expect(reasonOf('data:image/png;base64,abc')).toBe('not-an-image');
    expect(reasonOf('https://example.com/me.png')).toBe('not-an-image');
  });

  it('refuses a payload past the size limit before decoding it', () => {
    const limit = 'A'.repeat(Math.floor(MAX_PICTURE_BYTES / 3) * 4);
    expect(reasonOf(`data:image/jpeg;base64,${limit}`)).toBe('accepted');
    expect(reasonOf(`data:image/jpeg;base64,${limit}AAAA`)).toBe('too-large');
  });
});
