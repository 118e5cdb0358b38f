// Runs k8s/overlays/dev/infra/minio-init.sh (used by docker-compose.yml too) against a
// stand-in `mc` that records its calls, since no MinIO runs here.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './deployables';

const script = join(repoRoot, 'k8s/overlays/dev/infra/minio-init.sh');

// Logs each call; `admin user info` prints the policies named in $ATTACHED; `admin policy
// create` keeps a copy of the policy it was given.
const fakeMc = `#!/bin/sh
echo "$*" >> "$WORK/calls"
case "$1 $2 $3" in
  "admin user info") printf 'AccessKey: %s\\nStatus: enabled\\nPolicyName: %s\\n' "$5" "$ATTACHED" ;;
  "admin policy create") cp "$6" "$WORK/policy.json" ;;
esac
`;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'minio-init-'));
  writeFileSync(join(work, 'mc'), fakeMc);
  chmodSync(join(work, 'mc'), 0o755);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function run(attached: string): string[] {
  execFileSync('sh', [script], {
    stdio: 'pipe',
    env: {
      PATH: `${work}:${process.env.PATH ?? ''}`,
      WORK: work,
      TMPDIR: work,
      ATTACHED: attached,
      MINIO_URL: 'http://minio:9000',
      MINIO_ROOT_USER: 'root-user',
      MINIO_ROOT_PASSWORD: 'root-password',
      S3_BUCKET: 'outings-media',
      S3_ACCESS_KEY: 'media-user',
      S3_SECRET_KEY: 'media-secret',
    },
  });
  return readFileSync(join(work, 'calls'), 'utf8').trim().split('\n');
}

describe('minio-init.sh', () => {
  it('creates the bucket and a user limited to it', () => {
    expect(run('')).toEqual([
      'alias set local http://minio:9000 root-user root-password',
      'mb --ignore-existing local/outings-media',
      `admin policy create local outings-media ${work}/outings-media-policy.json`,
      'admin user add local media-user media-secret',
      'admin user info local media-user',
      'admin policy attach local outings-media --user media-user',
    ]);
    const policy = JSON.parse(readFileSync(join(work, 'policy.json'), 'utf8')) as { Statement: { Resource: string[] }[] };
    expect(policy.Statement.flatMap((statement) => statement.Resource)).toEqual(['arn:aws:s3:::outings-media', 'arn:aws:s3:::outings-media/*']);
  });

  it('runs again without attaching the policy twice', () => {
    expect(run('outings-media')).not.toContain('admin policy attach local outings-media --user media-user');
  });

  it('refuses to run without its settings', () => {
    expect(() => execFileSync('sh', [script], { stdio: 'pipe', env: { PATH: `${work}:${process.env.PATH ?? ''}`, WORK: work } })).toThrow(
      /MINIO_URL/,
    );
  });
});
