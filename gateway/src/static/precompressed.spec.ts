import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import express from 'express';
import request from 'supertest';
import { frontendFiles } from './frontend-files';
import { spaFallback } from './spa-fallback';
import { acceptedEncodings, isCompressible } from './precompressed';

const CHROMIUM = 'gzip, deflate, br, zstd';
const SCRIPT = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const PAGE = `<!doctype html><title>Outings shell</title>${'<meta name="x">'.repeat(100)}`;

describe('acceptedEncodings', () => {
  it('prefers brotli to gzip to identity when the browser rates them alike', () => {
    expect(acceptedEncodings(CHROMIUM)).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip', 'identity']);
  });

  // Unlisted, identity is as acceptable as the least wanted listed encoding (negotiator's reading).
  it('respects q-values, and q=0 refuses', () => {
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['gzip', 'br', 'identity']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('*;q=0, identity')).toEqual(['identity']);
  });

  it('takes no header as identity only, and a wildcard as anything', () => {
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip', 'identity']);
  });
});

describe('the build and the gateway', () => {
  // frontends/precompressed-assets.js: the plugins the production build runs.
  const { precompressedAssetsPlugins } = createRequire(__filename)('../../../frontends/precompressed-assets.js') as {
    precompressedAssetsPlugins(): { options: { test: RegExp; filename: string } }[];
  };

  it('makes brotli and gzip siblings of exactly the files the gateway looks for', () => {
    const plugins = precompressedAssetsPlugins();
    expect(plugins.map((plugin) => plugin.options.filename)).toEqual(['[path][base].br', '[path][base].gz']);
    const names = ['main.3f2a1b9c.js', 'app.css', 'index.html', 'app-config.json', 'icon.svg', 'manifest.webmanifest', 'x.js.LICENSE.txt', 'icon.png', 'photo.webp', 'main.js.map'];
    for (const plugin of plugins) {
      expect(names.filter((name) => plugin.options.test.test(name))).toEqual(names.filter(isCompressible));
    }
  });
});

/** A built shell with siblings for its script and page, a small file without, and one remote. */
function builtFrontends(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'outings-precompressed-'));
  const shell = path.join(root, 'shell', 'dist');
  const outing = path.join(root, 'outing', 'dist');
  mkdirSync(path.join(shell, 'static', 'js'), { recursive: true });
  mkdirSync(outing, { recursive: true });
  const withSiblings = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  withSiblings(path.join(shell, 'static', 'js', 'main.3f2a1b9c.js'), SCRIPT);
  withSiblings(path.join(shell, 'index.html'), PAGE);
  withSiblings(path.join(outing, 'remoteEntry.js'), SCRIPT);
  writeFileSync(path.join(shell, 'manifest.webmanifest'), '{}');
  writeFileSync(path.join(shell, 'icon.png'), 'not text');
  return root;
}

describe('serving precompressed built files', () => {
  const dir = builtFrontends();
  const app = express().use(frontendFiles(dir), spaFallback(dir));
  const script = '/static/js/main.3f2a1b9c.js';
  let server: Server;
  const raw = (target: string, headers: Record<string, string>, method?: string) => rawRequest(server, target, headers, method);

  beforeAll(async () => {
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends brotli to a browser that accepts it, with the script type and the cache policy kept', async () => {
    const res = await raw(script, { 'accept-encoding': CHROMIUM });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await raw(script, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file itself, still varying with Accept-Encoding, when nothing compressed is accepted', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await request(app).get(script).set('Accept-Encoding', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.text).toBe(SCRIPT);
    }
  });

  it('sends a small file without siblings as is, and varies only text files', async () => {
    const manifest = await request(app).get('/manifest.webmanifest').set('Accept-Encoding', CHROMIUM);
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers.vary).toBe('Accept-Encoding');
    const icon = await request(app).get('/icon.png').set('Accept-Encoding', CHROMIUM);
    expect(icon.headers.vary).toBeUndefined();
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const res = await raw(script, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.body.length).toBe(0);
  });

  it('revalidates each encoding with its own ETag (304)', async () => {
    const br = await request(app).get(script).set('Accept-Encoding', 'br');
    const gzip = await request(app).get(script).set('Accept-Encoding', 'gzip');
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const again = await request(app).get(script).set('Accept-Encoding', 'br').set('If-None-Match', String(br.headers.etag));
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
  });

  it('serves a range of the encoding sent', async () => {
    const res = await raw(script, { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toEqual(gzipSync(SCRIPT).subarray(0, 10));
  });

  it('compresses the remotes and the shell page too', async () => {
    const remote = await raw('/remotes/outing/remoteEntry.js', { 'accept-encoding': CHROMIUM });
    expect(remote.headers['content-encoding']).toBe('br');
    const page = await raw('/login', { accept: 'text/html', 'accept-encoding': CHROMIUM });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGE);
    const plain = await raw('/login', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: supertest would decompress them. */
  body: Buffer;
}

/** One request to `server`, its answer's bytes untouched. */
function rawRequest(server: Server, target: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
