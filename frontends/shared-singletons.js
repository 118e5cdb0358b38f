// What the shell and every remote share through the federation, one copy on a page.
// react, react-dom and the router must exist once, and so must the kit: it holds the
// session store, the popup manager and the query cache every remote talks to. Never
// eager: each front end enters through an async `import('./bootstrap')`.
//
// The kit is a versioned library: its version (frontends/kit/package.json) rises with
// every change of its exports (frontends/kit/public-api.json records them, and a test
// fails until the two agree), and each front end requires exactly the version it was
// built with, strictly: a remote built against another kit than the shell's refuses to
// load, loudly, instead of running against the wrong one.
const kitPackage = require('./kit/package.json');

const dependencies = kitPackage.dependencies;
const kitVersion = kitPackage.version;

const SHARED_SINGLETONS = Object.freeze({
  react: { singleton: true, requiredVersion: dependencies.react },
  'react/jsx-runtime': { singleton: true, requiredVersion: dependencies.react },
  'react-dom': { singleton: true, requiredVersion: dependencies['react-dom'] },
  'react-dom/client': { singleton: true, requiredVersion: dependencies['react-dom'] },
  // The router as ROUTER_ENTRY (webpack.common.js) narrows it; nothing imports 'react-router' itself.
  'react-router-dom': { singleton: true, requiredVersion: dependencies['react-router-dom'], version: dependencies['react-router-dom'] },
  // The kit in two: its core (what the login page needs) and the rest, which re-exports the
  // core and imports it by name, so each store exists once (frontends/kit/src/core.ts).
  '@outings/fe-kit/core': { singleton: true, strictVersion: true, requiredVersion: kitVersion, version: kitVersion },
  '@outings/fe-kit': { singleton: true, strictVersion: true, requiredVersion: kitVersion, version: kitVersion },
  // The server state's one QueryClient lives in the kit; its library must exist once too,
  // at exactly the kit's version (a remote built against another refuses to load). Only
  // the signed-in part of the kit imports it: the login page never loads it.
  '@tanstack/react-query': { singleton: true, strictVersion: true, requiredVersion: dependencies['@tanstack/react-query'] },
});

module.exports = { SHARED_SINGLETONS };
