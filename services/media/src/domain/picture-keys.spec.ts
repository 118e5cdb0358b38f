import { isOutingPhotoKey, isPictureKey, isUploadKey, newUploadKey } from './picture-keys';

describe('picture keys', () => {
  it('hands out a fresh upload key each time', () => {
    const a = newUploadKey();
    expect(isPictureKey(a)).toBe(true);
    expect(newUploadKey()).not.toBe(a);
  });

  it('tells upload keys from any other', () => {
    expect(isUploadKey(newUploadKey())).toBe(true);
    expect(isUploadKey('pictures/missing.jpg')).toBe(false);
  });

  it('hands out outing photo keys under their own prefix, never taken for a picture served by key', () => {
    const key = newUploadKey('outing-photo');
    expect(key).toMatch(/^outing-photos\/[0-9a-f-]{36}\.jpg$/);
    expect(isOutingPhotoKey(key)).toBe(true);
    expect(isUploadKey(key)).toBe(true);
    expect(isPictureKey(key)).toBe(false);
    expect(isOutingPhotoKey(newUploadKey())).toBe(false);
    for (const other of ['outing-photos/../pictures/x.jpg', 'outing-photos/x.jpg', key.replace('.jpg', '.png')]) {
      expect(isOutingPhotoKey(other)).toBe(false);
    }
  });

  it('refuses any other key, traversal included', () => {
    for (const key of ['', 'pictures/../secret', '../etc/passwd', 'pictures/abc.jpg', 'other/x', `pictures/${'a'.repeat(36)}.jpg`]) {
      expect(isPictureKey(key)).toBe(false);
    }
  });
});
