// The installable part of the shell (spec §4): the web app manifest and its icons. Icons
// get a content hash in their name like every other static file (the gateway caches
// those for a year); the manifest itself keeps its fixed name and is served uncached.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ICONS_DIR = path.join(__dirname, 'public/icons');

function hashedIcon(file) {
  const source = fs.readFileSync(path.join(ICONS_DIR, file));
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  const { name, ext } = path.parse(file);
  return { name: `static/media/${name}.${hash}${ext}`, source };
}

const icons = {
  icon192: hashedIcon('icon-192.png'),
  icon512: hashedIcon('icon-512.png'),
  maskable512: hashedIcon('icon-maskable-512.png'),
  appleTouchIcon: hashedIcon('apple-touch-icon.png'),
  favicon: hashedIcon('logo.svg'),
};

const manifest = {
  name: 'Outings',
  short_name: 'Outings',
  description: 'A social platform for making new connections and getting out of the house.',
  id: '/',
  start_url: '/profile',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#fdf8f4',
  theme_color: '#c2410c',
  icons: [
    { src: `/${icons.icon192.name}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/${icons.icon512.name}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `/${icons.maskable512.name}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Emits the icons and manifest.webmanifest into the build. */
class PwaAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        Object.values(icons).forEach(({ name, source }) => compilation.emitAsset(name, new RawSource(source)));
        compilation.emitAsset('manifest.webmanifest', new RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { PwaAssetsPlugin, htmlParameters: { favicon: icons.favicon.name, appleTouchIcon: icons.appleTouchIcon.name } };
