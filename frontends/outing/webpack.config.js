// The outing remote: exposes its route component; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createFrontendConfig({
    name: 'outing',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // What the page asks for first (the activities, the reference data, the daily matches): the gateway
    // preloads it with the page's HTML for a signed-in user (gateway/src/static/page-preloads.ts).
    pageCalls: ['/activity/get-all', '/data/globals', '/user/{userID}/matches'],
    exposes: { './Page': './src/outing-page.tsx' },
  });
