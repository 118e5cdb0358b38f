// Reading webpack's chunk graph for the preload lists: which chunks a set of async
// imports loads, shared modules included. A shared module is loaded through its
// consume-shared module; on the shell's own pages the share scope hands out the shell's
// provided version, so its chunks are the ones that load.

function chunksOfBlocks(module, chunkGraph) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/**
 * Every chunk of `start`, and, transitively, for every shared module those chunks
 * consume, the chunks of the module the shell provides.
 */
function withSharedProviders(compilation, start) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const collected = new Set();
  const queue = [...start];
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

/** The files of `chunks` with the given extension, as URLs under `publicPath`, sorted. */
function filesOf(chunks, extension, publicPath) {
  return [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith(extension))
    .map((file) => `${publicPath}${file}`)
    .sort();
}

module.exports = { chunksOfBlocks, withSharedProviders, filesOf };
