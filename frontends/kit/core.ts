// The `@outings/fe-kit/core` entry (src/core.ts). A file rather than an exports map: the
// remotes' development harnesses import the kit's src/ by path.
export * from './src/core';
