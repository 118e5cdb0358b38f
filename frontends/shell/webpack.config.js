// The shell: Module Federation host, served by the gateway at '/'.
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createFrontendConfig, DEV_PORTS, REMOTE_NAMES } = require('../webpack.common');
const { AppPagePreloadsPlugin } = require('./build/app-page-preloads-plugin');
const { LoginPreloadPlugin } = require('./build/login-preload-plugin');
const { PwaAssetsPlugin, htmlParameters } = require('./pwa-assets');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return createFrontendConfig({
    name: 'shell',
    dir: __dirname,
    mode,
    html: { pwa: htmlParameters },
    plugins: [
      new PwaAssetsPlugin(),
      new LoginPreloadPlugin(),
      new AppPagePreloadsPlugin({
        imports: [
          path.join(__dirname, 'src/app-config-schema.ts'),
          '@outings/fe-kit',
          require.resolve('@outings/fe-kit/src/api/schemas.ts'),
          path.join(__dirname, 'src/layout/app-tabs.tsx'),
        ],
      }),
      ...(mode === 'production'
        ? [
            new InjectManifest({
              swSrc: path.join(__dirname, 'src/pwa/service-worker.ts'),
              swDest: 'service-worker.js',
              exclude: [/\.map$/, /LICENSE\.txt$/, /^app-page-preloads\.json$/],
              // Hashed names never need a revision of their own.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            }),
          ]
        : []),
    ],
    devServer: {
      // In development the remotes run on their own dev servers.
      setupMiddlewares: (middlewares) => [
        {
          name: 'app-config',
          path: '/app-config.json',
          middleware: (_req, res) =>
            res.json({ remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/remoteEntry.js`])) }),
        },
        ...middlewares,
      ],
    },
  });
};
