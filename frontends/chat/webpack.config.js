// The chat remote: exposes its route component and loads the outing modal from the
// outing remote; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createFrontendConfig({ name: 'chat', dir: __dirname, mode: argv.mode ?? 'production', exposes: { './Page': './src/chat-page.tsx' }, remotes: ['outing'] });
