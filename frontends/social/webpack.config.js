// The social remote: exposes its route component and loads an activity's card from the
// outing remote ('View Activity'); `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

// What its page asks for first (the feed), preloaded with the page's HTML for a signed-in
// user (gateway/src/static/page-preloads.ts).
const PAGE_CALLS = ['/user/{userID}/feed-outings'];

module.exports = (_env, argv) =>
  createFrontendConfig({ name: 'social', dir: __dirname, mode: argv.mode ?? 'production', exposes: { './Page': './src/social-page.tsx' }, remotes: ['outing'], pageCalls: PAGE_CALLS });
