// Preloads every script the login page needs, and links its style sheets. Without it the browser
// discovers them in a waterfall: the entry, then the async bootstrap, then each shared
// module (react, react-dom, the router, the kit) one round trip later. The set is read
// from the chunk graph: the entry's chunks, the chunks of its async
// `import('./bootstrap')`, and the chunks of the shared modules those consume
// (chunk-graph.js). Lazily loaded screens (create account, password pages, the remotes,
// the cropper) stay out. The bundle-size report reads the same list's scripts back from
// index.html.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { chunksOfBlocks, withSharedProviders } = require('./chunk-graph');

const NAME = 'LoginPreloadPlugin';

/** The chunks every page loads before it renders: the entry and its async bootstrap. */
function loginChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  const start = [...entry.chunks];
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) start.push(...chunksOfBlocks(module, chunkGraph));
  }
  return withSharedProviders(compilation, start);
}

class LoginPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const loaded = new Set(data.assetTags.scripts.map((tag) => tag.attributes.src));
        const files = [...loginChunks(compilation, this.entry)]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => `${data.publicPath}${file}`)
          .filter((href) => !loaded.has(href))
          .sort();
        // The chunks' style sheets are linked, not preloaded: they style index.html's first
        // frame (the top bar and the loading screen) before any script runs, and when the
        // chunk needing them loads, mini-css-extract finds them already in place. The
        // scripts come after them, at low priority: the first frame does not wait for them
        // (Lighthouse's model counts a high-priority script loaded before the first paint
        // as holding it up: first paint 1.6 -> 0.9 s).
        const links = files.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            href.endsWith('.css') ? { rel: 'stylesheet', href } : { rel: 'preload', as: 'script', fetchpriority: 'low', href },
          ),
        );
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}

module.exports = { LoginPreloadPlugin, loginChunks };
