import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployables, repoRoot } from './deployables';
import { dockerfileStages, stageInstructions } from './dockerfile';

const dockerfile = readFileSync(join(repoRoot, 'deploy/docker/Dockerfile'), 'utf8');
const ignored = readFileSync(join(repoRoot, 'deploy/docker/Dockerfile.dockerignore'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

describe('deploy/docker/Dockerfile', () => {
  it('has a final stage for every deployable target', () => {
    const stages = dockerfileStages(dockerfile);
    for (const deployable of deployables) expect(stages).toContain(deployable.target);
  });

  it('builds on Node 20 slim', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
  });

  it('installs from the manifests before copying the sources, so code changes reuse the install layer', () => {
    const build = stageInstructions(dockerfile, 'build');
    const install = build.findIndex((line) => /\bnpm install --no-save$/.test(line));
    const sources = build.findIndex((line) => /^COPY \. \.$/.test(line));
    expect(build[1]).toBe('COPY --from=manifests /app ./');
    expect(install).toBeGreaterThan(0);
    expect(sources).toBeGreaterThan(install);
  });

  it('ships only the production dependencies of one workspace, at the locked versions', () => {
    expect(stageInstructions(dockerfile, 'prod-deps').join('\n')).toMatch(/npm install --no-save --omit=dev --workspace="\$\{WORKSPACE\}"/);
  });

  it('runs as a non-root user, in production mode, reachable from outside the container, with a liveness health check', () => {
    const runtime = stageInstructions(dockerfile, 'runtime');
    const user = runtime.find((line) => line.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)\b/);
    expect(runtime).toContain('ENV NODE_ENV=production PORT=${PORT} HOST=0.0.0.0');
    expect(runtime).toContain('EXPOSE ${PORT}');
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/CMD \["node", "-e", ".*\/healthz/);
    expect(runtime).toContain('WORKDIR /app/${WORKSPACE}');
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/main.js"]');
  });

  it('adds the built front ends to the gateway image only', () => {
    expect(stageInstructions(dockerfile, 'gateway').join('\n')).toContain('COPY --from=frontends');
    expect(stageInstructions(dockerfile, 'service').join('\n')).not.toContain('frontends');
  });

  it('keeps installed and built files and local data out of the build context', () => {
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data']));
  });
});
