// What an app page (/outing, /profile, /social, /chat) loads from the shell before its
// screen can render, beyond the login page's set that index.html names already: the app
// configuration's schema, the signed-in kit, the schemas it checks answers with and the
// top bar's tabs. Each is an async import that the browser would otherwise discover only
// once the script before it has run, one round trip each on a phone. Written to
// `app-page-preloads.json`, which the gateway reads to name these files, with the page's
// remote, in the `Link` preload header of an app page's HTML
// (gateway/src/static/page-preloads.ts). index.html's own files stay out of the header:
// repeated there, they made the first paint later in Lighthouse (the header's requests
// go out before the page's, and the style sheets it waits for shared the link with every
// script). The build fails when a named import is gone, so a rename cannot silently drop
// a preload.
const { Compilation, sources } = require('webpack');
const { filesOf, withSharedProviders } = require('./chunk-graph');
const { loginChunks } = require('./login-preload-plugin');

const NAME = 'AppPagePreloadsPlugin';
const FILE_NAME = 'app-page-preloads.json';

/** `module`'s name as `imports` lists it: its file, or a shared module's share key. */
function importedName(module) {
  if (!module) return undefined;
  return module.type === 'consume-shared-module' ? module.options.shareKey : module.resource;
}

class AppPagePreloadsPlugin {
  /**
   * @param {object} options
   * @param {string[]} options.imports the async imports an app page waits for: module
   *   files (absolute paths) or shared modules' keys
   * @param {string} [options.entry] the entry whose chunks index.html already preloads
   */
  constructor({ imports, entry = 'main' }) {
    this.imports = new Set(imports);
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the real content hashes are in the file names, before the compressed siblings.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const { chunkGraph, moduleGraph } = compilation;
        const found = new Set();
        const start = [];
        for (const module of compilation.modules) {
          for (const block of module.blocks) {
            const name = block.dependencies.map((dependency) => importedName(moduleGraph.getModule(dependency))).find((each) => this.imports.has(each));
            if (name === undefined) continue;
            found.add(name);
            start.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
          }
        }
        const missing = [...this.imports].filter((name) => !found.has(name));
        if (missing.length > 0) {
          compilation.errors.push(new Error(`${NAME}: no async import of ${missing.join(', ')}`));
          return;
        }
        const onEveryPage = loginChunks(compilation, this.entry);
        const chunks = [...withSharedProviders(compilation, start)].filter((chunk) => !onEveryPage.has(chunk));
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath);
        const preloads = { styles: filesOf(chunks, '.css', publicPath), scripts: filesOf(chunks, '.js', publicPath) };
        compilation.emitAsset(FILE_NAME, new sources.RawSource(`${JSON.stringify(preloads, null, 2)}\n`));
      });
    });
  }
}

module.exports = { AppPagePreloadsPlugin };
