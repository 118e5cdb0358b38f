import { DEFAULT_SERVICE_RESOURCES } from './service-manifest';
import { SERVICE_MANIFESTS } from './service-manifests';
import { serviceDatabaseRole, serviceManifest, SERVICE_PORTS, serviceUrlVariable } from './service-names';

describe('the service manifests', () => {
  it('name each service once, in lower-case words a schema, a queue and a package can carry', () => {
    const names = SERVICE_MANIFESTS.map((manifest) => manifest.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('give each service a port of its own, apart from the gateway (8080)', () => {
    const ports = SERVICE_MANIFESTS.map((manifest) => manifest.port);
    expect(new Set([...ports, 8080]).size).toBe(ports.length + 1);
  });

  it('declare settings as environment variable names', () => {
    for (const { settings } of SERVICE_MANIFESTS) for (const setting of settings) expect(setting).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('size replicas in k8s quantities (cores or millicores, Mi or Gi)', () => {
    for (const manifest of SERVICE_MANIFESTS) {
      const { requests, limits } = 'resources' in manifest ? manifest.resources : DEFAULT_SERVICE_RESOURCES;
      for (const { cpu, memory } of [requests, limits]) {
        expect(cpu).toMatch(/^\d+m?$/);
        expect(memory).toMatch(/^\d+[MG]i$/);
      }
    }
  });

  it('derive ports, variables and roles from the name', () => {
    expect(SERVICE_PORTS.media).toBe(4003);
    expect(serviceManifest('auth').needs).toEqual({ redis: true });
    expect(serviceUrlVariable('social-graph')).toBe('SOCIAL_GRAPH_URL');
    expect(serviceDatabaseRole('outings', 'social-graph')).toBe('outings_social_graph');
  });
});
