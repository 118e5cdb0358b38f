import { demoPictureKey, demoSlugOf, SAMPLE_LOGIN_SLUG } from './demo-accounts';

describe('demoSlugOf', () => {
  it('reads the slug of a demo picture key', () => {
    expect(demoSlugOf('demo/sam')).toBe('sam');
  });

  it('is null for uploaded pictures and anything odd', () => {
    for (const key of ['pictures/0b6f.jpg', 'demo/', 'demo/a/b', 'demo/../x', 'xdemo/sam', 'demo/Sam']) expect(demoSlugOf(key)).toBeNull();
  });
});

describe('demoPictureKey', () => {
  it('is the key demoSlugOf reads back', () => {
    expect(demoPictureKey(SAMPLE_LOGIN_SLUG)).toBe('demo/sam');
    expect(demoSlugOf(demoPictureKey('kenji'))).toBe('kenji');
  });

  it('refuses a slug no key could carry', () => {
    for (const slug of ['', 'Sam', 'a/b', '../x']) expect(() => demoPictureKey(slug)).toThrow(/not a demo slug/);
  });
});
