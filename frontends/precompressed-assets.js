// Brotli and gzip siblings (`main.3f2a1b9c.js.br`, `.gz`) of every text file of a
// production build, made once here at the highest levels instead of by the gateway on
// every answer: the gateway serves the best one a browser accepts
// (gateway/src/static/precompressed.ts). They are made after workbox lists the precache
// (its stage is earlier), so the service worker never lists them.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** What the gateway looks for siblings of: keep in step with its COMPRESSIBLE list. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/i;
// Below this a sibling saves less than its own request headers cost.
const THRESHOLD_BYTES = 512;

function precompressedAssetsPlugins() {
  const common = { test: COMPRESSIBLE, threshold: THRESHOLD_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

module.exports = { precompressedAssetsPlugins };
