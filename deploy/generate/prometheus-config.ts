// deploy/observability/prometheus.yml: what the Prometheus of compose's `observability`
// profile scrapes: each service's `/metrics` on its own port, the gateway's on its
// metrics port (never the public one).
import type { ServiceManifest } from '@outings/contracts';

/** The gateway's METRICS_PORT default (gateway/src/config.ts). */
export const GATEWAY_METRICS_PORT = 9464;

export const PROMETHEUS_CONFIG = 'deploy/observability/prometheus.yml';

export function prometheusConfig(manifests: readonly ServiceManifest[]): string {
  const targets = [...manifests.map(({ name, port }) => ({ name, address: `${name}:${port}` })), { name: 'gateway', address: `gateway:${GATEWAY_METRICS_PORT}` }];
  return [
    '# Generated from the service manifests by npm run deploy:generate: edit',
    '# deploy/generate/prometheus-config.ts. Used by docker-compose.yml (profile observability).',
    'global:',
    '  scrape_interval: 15s',
    'scrape_configs:',
    ...targets.flatMap(({ name, address }) => [`  - job_name: ${name}`, '    metrics_path: /metrics', `    static_configs: [{ targets: ["${address}"] }]`]),
    '',
  ].join('\n');
}
