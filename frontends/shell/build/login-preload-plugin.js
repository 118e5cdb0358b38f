// Preloads every script the login page needs, and links its style sheets. Without it the browser
// discovers them in a waterfall: the entry, then the async bootstrap, then each shared
// module (react, react-dom, the router, the kit) one round trip later. The set is read
// from the chunk graph: the entry's chunks, the chunks of its async
// `import('./bootstrap')`, and, transitively, for every shared module those chunks
// consume, the chunks of the module the shell itself provides (the host's version is the
// one the share scope hands out on the login page; no remote is loaded there). Lazily
// loaded screens (create account, password pages, the remotes, the cropper) stay out.
// The bundle-size report reads the same list's scripts back from index.html.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'LoginPreloadPlugin';

function chunksOfBlocks(module, chunkGraph) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

function loginChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const entry = compilation.entrypoints.get(entryName);
  const collected = new Set();
  const queue = [...entry.chunks];
  // The async bootstrap boundary of the entry module itself.
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) queue.push(...chunksOfBlocks(module, chunkGraph));
  }
  while (queue.length) {
    const chunk = queue.shift();
    if (collected.has(chunk)) continue;
    collected.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const provider = module.type === 'consume-shared-module' ? provided.get(module.options.shareKey) : undefined;
      if (provider) queue.push(...chunksOfBlocks(provider, chunkGraph));
    }
  }
  return collected;
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
        // chunk needing them loads, mini-css-extract finds them already in place.
        const links = files.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', href.endsWith('.css') ? { rel: 'stylesheet', href } : { rel: 'preload', as: 'script', href }),
        );
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}

module.exports = { LoginPreloadPlugin };
