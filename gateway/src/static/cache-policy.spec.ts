import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['main.3f2a1b9c.js', '412.9be0c1d2e3f4a5b6.js', 'static/js/412.9be0c1d2.chunk.js', 'static/css/app.0a1b2c3d.chunk.css', 'logo-a1b2c3d4e5.png', 'main.3f2a1b9c.js.br', '412.9be0c1d2.chunk.js.gz'])(
    'keeps %s for a year',
    (file) => {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    },
  );

  it.each(['index.html', 'remoteEntry.js', 'service-worker.js', 'manifest.webmanifest', 'app-config.json', 'icon-192.png', 'main.js', 'deadbeef.js', 'index.html.br', 'remoteEntry.js.gz', 'service-worker.js.br'])(
    'revalidates %s every time',
    (file) => {
      expect(cacheControlFor(file)).toBe(REVALIDATE);
    },
  );
});
