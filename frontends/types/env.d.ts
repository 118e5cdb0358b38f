// webpack replaces process.env.NODE_ENV with the build's mode; nothing else of Node exists.
declare const process: { readonly env: { readonly NODE_ENV?: string } };
