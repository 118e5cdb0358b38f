// The social remote: exposes its route component; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createFrontendConfig({
    name: 'social',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // What the page asks for first (the feed): the gateway
    // preloads it with the page's HTML for a signed-in user (gateway/src/static/page-preloads.ts).
    pageCalls: ['/user/{userID}/feed-outings'],
    exposes: { './Page': './src/social-page.tsx' },
  });
