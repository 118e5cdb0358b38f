// The profile remote: exposes its route component; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createFrontendConfig({ name: 'profile', dir: __dirname, mode: argv.mode ?? 'production', exposes: { './Page': './src/profile-page.tsx' } });
