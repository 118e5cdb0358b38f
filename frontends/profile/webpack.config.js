// The profile remote: exposes its route component; `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createFrontendConfig({
    name: 'profile',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // What the page asks for first (the user's outing photos): the gateway
    // preloads it with the page's HTML for a signed-in user (gateway/src/static/page-preloads.ts).
    pageCalls: ['/user/stripped-user/{userID}/photos'],
    exposes: { './Page': './src/profile-page.tsx' },
  });
