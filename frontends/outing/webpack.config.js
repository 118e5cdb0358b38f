// The outing remote: exposes its route component, the outing modal (which the shell,
// the profile and the chat load through the federation) and an activity's read-only card
// (the social feed's 'View Activity'); `npm run dev` runs it alone.
const { createFrontendConfig } = require('../webpack.common');

// What its page asks for first (the activities, the reference data, the daily matches),
// preloaded with the page's HTML for a signed-in user (gateway/src/static/page-preloads.ts).
const PAGE_CALLS = ['/activity/get-all', '/data/globals', '/user/{userID}/matches'];

module.exports = (_env, argv) =>
  createFrontendConfig({ name: 'outing', dir: __dirname, mode: argv.mode ?? 'production', exposes: { './Page': './src/outing-page.tsx', './OutingModal': './src/modal/outing-modal.tsx', './ActivityCard': './src/activities/activity-card-view.tsx' }, pageCalls: PAGE_CALLS });
