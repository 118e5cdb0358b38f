// The shell: Module Federation host, served by the gateway at '/'.
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createFrontendConfig, DEV_PORTS, REMOTE_NAMES } = require('../webpack.common');
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
      ...(mode === 'production'
        ? [
            new InjectManifest({
              swSrc: path.join(__dirname, 'src/pwa/service-worker.ts'),
              swDest: 'service-worker.js',
              exclude: [/\.map$/, /LICENSE\.txt$/],
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
