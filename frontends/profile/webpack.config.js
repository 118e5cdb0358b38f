// The profile remote: exposes its route component and loads the outing modal from the
// outing remote; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

// What its page asks for first (the user's outing photos), preloaded with the page's HTML
// for a signed-in user (gateway/src/static/page-preloads.ts).
const PAGE_CALLS = ['/user/stripped-user/{userID}/photos'];

module.exports = (_env, argv) =>
  createFrontendConfig({ name: 'profile', dir: __dirname, mode: argv.mode ?? 'production', exposes: { './Page': './src/profile-page.tsx' }, remotes: ['outing'], pageCalls: PAGE_CALLS });
