// The outing remote: exposes its route component; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createFrontendConfig({ name: 'outing', dir: __dirname, mode: argv.mode ?? 'production', exposes: { './Page': './src/outing-page.tsx' } });
