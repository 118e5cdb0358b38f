// One webpack configuration for the five front ends: the shell (Module Federation host)
// and the four remotes. Each workspace's webpack.config.js only says what is its own
// (name, exposed modules, extra plugins); everything the gateway contract depends on
// lives here once: hashed file names under static/, uncached `remoteEntry.js`, the
// 120 s chunk time-out (spec §7) and the shared singletons.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SHARED_SINGLETONS } = require('./shared-singletons');
const { precompressedAssetsPlugins } = require('./precompressed-assets');
const { create: createResolver } = require('enhanced-resolve');

/** Development ports; never 8080 (the gateway) or 4001-4004 (the services). */
const DEV_PORTS = Object.freeze({ shell: 3100, outing: 3101, social: 3102, profile: 3103, chat: 3104 });
const REMOTE_NAMES = Object.freeze(['outing', 'social', 'profile', 'chat']);
const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:8080';
/** Paths the gateway answers; in development they are proxied to it. */
const API_PREFIXES = ['/auth', '/user', '/data', '/activity', '/outing', '/notifications', '/socket.io'];

/** The page of every remote's standalone development harness. */
const REMOTE_DEV_TEMPLATE = path.join(__dirname, 'remote-dev.html');


/** The shared libraries as a page may load them: their browser entries (the same in
 * frontends/tsconfig.json and jest's `web` project), which leave out everything
 * server-only (events, full-zod request schemas, the city list). */
const BROWSER_ENTRIES = Object.freeze({
  '@outings/contracts$': path.join(__dirname, '../libs/contracts/src/browser.ts'),
  '@outings/reference-data$': path.join(__dirname, '../libs/reference-data/src/browser.ts'),
});

/**
 * Entry scripts are named by content hash. The federation runtime plugin asks webpack for
 * this name once without a chunk (only to learn how deep `static/js/` is, to find the
 * public path), where webpack refuses a hash placeholder; that call gets the same path
 * without the hash.
 */
function entryFilename(pathData) {
  const hashed = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hashed ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js';
}

/** `react-router-dom` as pages load it: only the names the front ends use, so the shared
 * router (which no consumer can tree-shake) is not all of react-router. */
const ROUTER_ENTRY = Object.freeze({ 'react-router-dom$': path.join(__dirname, 'kit/src/sharing/react-router-dom.ts') });

function swcRule(development) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

/** API calls and the socket go to the gateway; page navigations stay with the dev server
 * (so /outing the page and /outing the API can both work). The gateway accepts changes
 * only from pages of its own origin, and the dev server's pages are not: the proxy vouches
 * for its own pages (and no others) by naming the gateway's origin in their stead. */
function devProxy(port) {
  const ownOrigins = new Set(['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`));
  const gatewayOrigin = new URL(GATEWAY_URL).origin;
  const vouchForOwnPages = (proxyReq, req) => {
    if (ownOrigins.has(req.headers.origin)) proxyReq.setHeader('origin', gatewayOrigin);
  };
  return [
    {
      context: API_PREFIXES,
      target: GATEWAY_URL,
      ws: true,
      bypass: (req) => (req.headers.accept && req.headers.accept.includes('text/html') ? '/index.html' : undefined),
      onProxyReq: vouchForOwnPages,
      onProxyReqWs: vouchForOwnPages,
    },
  ];
}

const NODE_MODULE = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
/** The response schemas (the shell's app config, the kit's calls, the contracts' DTOs),
 * which load with zod; not the error texts, which the login page shows without zod. */
const SCHEMA_FILES = /[\\/](app-config-schema\.ts|kit[\\/]src[\\/]api[\\/]schemas\.ts|contracts[\\/]src[\\/]dto[\\/](?!error-texts)[^\\/]+)$/;
const chunkOf = (name, test) => ({ test, name, chunks: 'all', enforce: true });
const inFiles = (...patterns) => (module) => patterns.some((pattern) => pattern.test(module.resource ?? ''));
const SHARED_CHUNKS = Object.freeze({
  react: chunkOf('react', inFiles(NODE_MODULE('react|react-dom|scheduler'))),
  router: chunkOf('router', inFiles(NODE_MODULE('react-router'), /[\\/]kit[\\/]src[\\/]sharing[\\/]react-router-dom\.ts$/)),
  schemas: chunkOf('schemas', inFiles(NODE_MODULE('zod'), SCHEMA_FILES)),
});

/** A remote's `page-calls.json`: the calls its page makes first, which the gateway
 * preloads with the page's HTML for a signed-in user (gateway/src/static/page-preloads.ts). */
function pageCallsFile(calls) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('pageCallsFile', (compilation) => {
        const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
        compilation.hooks.processAssets.tap({ name: 'pageCallsFile', stage }, () => {
          compilation.emitAsset('page-calls.json', new compiler.webpack.sources.RawSource(JSON.stringify({ calls })));
        });
      });
    },
  };
}

/** A package's ES module build, as `import` finds it (`require.resolve` finds its CommonJS one). */
const resolveImport = createResolver.sync({ conditionNames: ['import', 'default'] });
const resolveEsModule = (request) => resolveImport(__dirname, request);

/** Where a remote that loads another remote's modules finds it: the copy the gateway
 * serves by default, or in development that remote's own dev server. Inside the shell the
 * shell's registration wins (kit/src/sharing/shell-remote-entries.ts). */
function remoteEntries(names, development) {
  const entry = (name) => (development ? `http://localhost:${DEV_PORTS[name]}/remoteEntry.js` : `/remotes/${name}/remoteEntry.js`);
  return Object.fromEntries(names.map((name) => [name, `${name}@${entry(name)}`]));
}
const SHELL_REMOTE_ENTRIES = path.join(__dirname, 'kit/src/sharing/shell-remote-entries.ts');

// The federation plugin writes mf-stats.json beside mf-manifest.json; nothing reads it
// (the gateway reads the manifest), so a remote's build leaves it out, siblings included.
const FEDERATION_STATS = /^mf-stats\.json(\.br|\.gz)?$/;
const withoutFederationStats = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('withoutFederationStats', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1;
      compilation.hooks.processAssets.tap({ name: 'withoutFederationStats', stage }, (assets) => {
        for (const name of Object.keys(assets)) if (FEDERATION_STATS.test(name)) compilation.deleteAsset(name);
      });
    });
  },
};

/**
 * @param {object} options
 * @param {'shell'|'outing'|'social'|'profile'|'chat'} options.name container name
 * @param {string} options.dir the workspace folder (__dirname of its webpack.config.js)
 * @param {string} options.mode webpack mode
 * @param {Record<string,string>} [options.exposes] remote modules (remotes only)
 * @param {string[]} [options.remotes] the other remotes whose modules a remote loads
 *   (`import('outing/OutingModal')`); the shell learns its remotes at run time instead
 * @param {string[]} [options.pageCalls] a remote's first calls (`{userID}` stands for the
 *   signed-in user's id): exactly those its page asks for as it opens, each once
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins] extra plugins
 * @param {object} [options.devServer] extra dev-server options
 * @param {object} [options.html] extra html-webpack-plugin options (template parameters)
 */
function createFrontendConfig({ name, dir, mode, exposes, remotes = [], pageCalls = [], plugins = [], devServer = {}, html = {} }) {
  const development = mode !== 'production';
  const isHost = !exposes;
  // A remote's own page exists only for standalone development (its dev harness); the
  // production build of a remote is its remoteEntry.js and chunks, nothing else.
  const hasPage = isHost || development;
  return {
    mode,
    context: dir,
    entry: hasPage ? { main: './src/index.ts' } : {},
    devtool: development ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      // The shell lives at '/', remotes wherever the gateway mounts them.
      publicPath: isHost ? '/' : 'auto',
      filename: entryFilename,
      chunkFilename: 'static/js/[name].[contenthash:8].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    // A copy: the federation plugin adds aliases of its own.
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...BROWSER_ENTRIES, ...ROUTER_ENTRY } },
    module: {
      rules: [
        swcRule(development),
        // CSS imports always count, even from packages that declare themselves side-effect
        // free (react-easy-crop's stylesheet replaces the <style> it would inject under the CSP).
        { test: /\.css$/, sideEffects: true, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: 'static/css/[name].[contenthash:8].css',
        chunkFilename: 'static/css/[name].[contenthash:8].chunk.css',
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        // The host learns its remotes from /app-config.json at run time.
        remotes: remoteEntries(remotes, development),
        shared: SHARED_SINGLETONS,
        // The first registration of a shared module (the shell's, at start) stays: a remote
        // registering its own copy while the shell's is still loading must not replace it,
        // or a page would get two copies of the kit's stores (the kit loads after sign-in).
        shareStrategy: 'loaded-first',
        dts: false,
        // A remote's mf-manifest.json lists the files its exposed page loads at once: the
        // gateway names them in an app page's preload header (gateway/src/static/page-preloads.ts).
        manifest: !isHost,
        // A smaller runtime in every page's entry (the login page's script budget): no snapshot
        // plugin (remotes are found by their remoteEntry.js URL, never by a manifest) and
        // the browser's script loading only. A remote that loads no other remote goes
        // without the code that would (remoteEntry.js 21.6 -> 16.8 KB brotli).
        experiments: {
          optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost && remotes.length === 0 },
          // A production remote's entry uses the federation runtime the shell brings
          // (remoteEntry.js 16.9 -> 7.3 KB brotli on every app page); a remote in
          // development keeps its own, for its dev harness page has no shell.
          externalRuntime: !isHost && !development,
        },
        // How the shell brings it: the federation's own plugin, in its ES module build,
        // which shares the shell's copy of the runtime (its CommonJS build, which the
        // federation plugin's `provideExternalRuntime` picks, would bundle a second copy:
        // main.js 22 -> 32 KB brotli).
        runtimePlugins: isHost ? [resolveEsModule('@module-federation/inject-external-runtime-core-plugin')] : remotes.length > 0 ? [SHELL_REMOTE_ENTRIES] : [],
      }),
      ...(hasPage
        ? [new HtmlWebpackPlugin({ template: isHost ? path.join(dir, 'public/index.html') : REMOTE_DEV_TEMPLATE, scriptLoading: 'defer', ...html })]
        : []),
      ...plugins,
      ...(development ? [] : precompressedAssetsPlugins()),
      ...(isHost ? [] : [withoutFederationStats, pageCallsFile(pageCalls)]),
    ],
    // Fewer, larger chunks for what every page loads together. Left to itself webpack
    // gives each shared module and each on-demand import a chunk of its own: an app page
    // asked for sixteen scripts, and over HTTP/1.1 (the embedded app, and Lighthouse's
    // model of a phone) six at a time, each costing a round trip. React's packages, the
    // router with the kit's narrowing of it, and the response schemas with zod (all but
    // the error texts, which the login page shows without zod) now come as one chunk each:
    // ten scripts (Lighthouse, median of 5: /login 95 -> 98, /social 94 -> 96, /profile
    // 95 -> 97, /outing 94).
    optimization: { splitChunks: { cacheGroups: SHARED_CHUNKS } },
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS[name],
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: devProxy(DEV_PORTS[name]),
      ...devServer,
    },
  };
}

module.exports = { createFrontendConfig, DEV_PORTS, REMOTE_NAMES };
