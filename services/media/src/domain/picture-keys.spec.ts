import { isDemoKey, isOutingPhotoKey, isPictureKey, isUploadKey, newUploadKey } from './picture-keys';

describe('picture keys', () => {
  it('hands out a fresh upload key each time', () => {
    const a = newUploadKey();
    expect(isPictureKey(a)).toBe(true);
    expect(newUploadKey()).not.toBe(a);
  });

  it('tells upload keys from demo keys, which are never staged by an upload', () => {
    expect(isUploadKey(newUploadKey())).toBe(true);
    expect(isUploadKey('demo/sample-login')).toBe(false);
    expect(isUploadKey('pictures/missing.jpg')).toBe(false);
  });

  it('hands out outing photo keys under their own prefix, never taken for a picture served by key', () => {
    const key = newUploadKey('outing-photo');
    expect(key).toMatch(/^outing-photos\/[0-9a-f-]{36}\.jpg$/);
    expect(isOutingPhotoKey(key)).toBe(true);
    expect(isUploadKey(key)).toBe(true);
    expect(isPictureKey(key)).toBe(false);
    expect(isOutingPhotoKey(newUploadKey())).toBe(false);
    for (const other of ['outing-photos/../pictures/x.jpg', 'outing-photos/x.jpg', 'demo/sample-login', key.replace('.jpg', '.png')]) {
      expect(isOutingPhotoKey(other)).toBe(false);
    }
  });

  it('knows demo keys', () => {
    expect(isDemoKey('demo/sample-login')).toBe(true);
    expect(isPictureKey('demo/sample-login')).toBe(true);
    expect(isDemoKey('pictures/x.jpg')).toBe(false);
  });

  it('refuses any other key, traversal included', () => {
    for (const key of ['', 'pictures/../secret', '../etc/passwd', 'demo/../pictures', 'demo/a/b', 'pictures/abc.jpg', 'other/x', `pictures/${'a'.repeat(36)}.jpg`]) {
      expect(isPictureKey(key)).toBe(false);
    }
  });
});
