import { serviceDatabasePasswordVariable, serviceDatabaseRole, serviceDatabaseUrlVariable, serviceUrlVariable } from '@outings/contracts';
import { DATABASE_ROLES_JOB, deployables, gateway, infrastructure, services } from './deployables';
import type { Container, KubernetesObject, Workload } from './kustomize';
import { dataOf, find, hpaSchema, kustomize, networkPolicySchema, serviceSchema, workloadSchema } from './kustomize';

const base = kustomize('k8s');
const dev = kustomize('k8s/overlays/dev');

function deployment(objects: readonly KubernetesObject[], name: string): Workload {
  return find(objects, 'Deployment', name, workloadSchema);
}

function container(objects: readonly KubernetesObject[], name: string): Container {
  const found = deployment(objects, name).spec.template.spec.containers.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`Deployment ${name} has no container named ${name}`);
  return found;
}

/** Every variable a container gets: its own env and every key of its envFrom sources. */
function environmentOf(objects: readonly KubernetesObject[], entry: Container): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const source of entry.envFrom) {
    if (source.configMapRef) Object.assign(variables, dataOf(objects, 'ConfigMap', source.configMapRef.name));
    if (source.secretRef) Object.assign(variables, dataOf(objects, 'Secret', source.secretRef.name));
  }
  for (const variable of entry.env) {
    const from = variable.valueFrom;
    if (variable.value !== undefined) variables[variable.name] = variable.value;
    else if (from?.secretKeyRef) variables[variable.name] = dataOf(objects, 'Secret', from.secretKeyRef.name)[from.secretKeyRef.key] ?? '';
    else if (from?.configMapKeyRef) variables[variable.name] = dataOf(objects, 'ConfigMap', from.configMapKeyRef.name)[from.configMapKeyRef.key] ?? '';
  }
  return variables;
}

/** Each reference to a ConfigMap or Secret key, as `Kind/name key`. */
function references(entry: Container): { kind: 'ConfigMap' | 'Secret'; name: string; key?: string }[] {
  return [
    ...entry.envFrom.flatMap((source) => [
      ...(source.configMapRef ? [{ kind: 'ConfigMap' as const, name: source.configMapRef.name }] : []),
      ...(source.secretRef ? [{ kind: 'Secret' as const, name: source.secretRef.name }] : []),
    ]),
    ...entry.env.flatMap((variable) => [
      ...(variable.valueFrom?.secretKeyRef ? [{ kind: 'Secret' as const, ...variable.valueFrom.secretKeyRef }] : []),
      ...(variable.valueFrom?.configMapKeyRef ? [{ kind: 'ConfigMap' as const, ...variable.valueFrom.configMapKeyRef }] : []),
    ]),
  ];
}

function podContainers(objects: readonly KubernetesObject[]): Container[] {
  return objects
    .filter((object) => ['Deployment', 'StatefulSet', 'Job'].includes(object.kind))
    .flatMap((object) => workloadSchema.parse(object).spec.template.spec.containers);
}

describe('k8s (kubectl kustomize k8s)', () => {
  describe.each(deployables)('$name', (deployable) => {
    const entry = container(base, deployable.name);

    it('runs its image and listens on its port', () => {
      expect(entry.image).toMatch(new RegExp(`^outings/${deployable.name}:\\S+$`));
      expect(entry.ports).toContainEqual({ name: 'http', containerPort: deployable.port });
      expect(entry.env).toContainEqual({ name: 'PORT', value: String(deployable.port) });
    });

    it('tells Prometheus where its /metrics are, on a port it listens on', () => {
      expect(deployment(base, deployable.name).spec.template.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(deployable.metricsPort),
        'prometheus.io/path': '/metrics',
      });
      expect(entry.ports.map((port) => port.containerPort)).toContain(deployable.metricsPort);
      if (deployable.metricsPort !== deployable.port) {
        expect(entry.env).toContainEqual({ name: 'METRICS_PORT', value: String(deployable.metricsPort) });
        // Only the public port goes through the Service (and so the ingress).
        const exposed = find(base, 'Service', deployable.name, serviceSchema).spec.ports.map((port) => port.targetPort);
        expect(exposed).toEqual(['http']);
      }
    });

    it('is ready on /readyz and alive on /healthz', () => {
      expect(entry.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(entry.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    });

    it('requests and is limited in CPU and memory', () => {
      expect(entry.resources?.requests).toEqual({ cpu: expect.anything(), memory: expect.any(String) });
      expect(entry.resources?.limits).toEqual({ cpu: expect.anything(), memory: expect.any(String) });
    });

    it('runs as a non-root user on a read-only root file system, without privileges', () => {
      const pod = deployment(base, deployable.name).spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(entry.securityContext).toMatchObject({ runAsNonRoot: true, allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
      expect(entry.securityContext?.capabilities?.drop).toEqual(['ALL']);
      const tmp = entry.volumeMounts.find((mount) => mount.mountPath === '/tmp');
      expect(pod.volumes.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    });

    it('has a Service that selects its pods on its port', () => {
      const service = find(base, 'Service', deployable.name, serviceSchema);
      const podLabels = deployment(base, deployable.name).spec.template.metadata.labels;
      expect(Object.keys(service.spec.selector).length).toBeGreaterThan(0);
      expect(podLabels).toMatchObject(service.spec.selector);
      expect(service.spec.ports).toEqual([{ name: 'http', port: deployable.port, targetPort: 'http' }]);
    });

    it('gets the environment it needs, and no secret of infrastructure it does not declare', () => {
      expect(Object.keys(environmentOf(base, entry))).toEqual(expect.arrayContaining([...deployable.env]));
      const secrets = entry.env.filter((variable) => variable.valueFrom?.secretKeyRef).map((variable) => variable.name);
      expect(secrets.filter((variable) => deployable.unneeded.includes(variable))).toEqual([]);
    });
  });

  describe.each(services)('$name', ({ name }) => {
    it('connects to PostgreSQL with a URL of its own', () => {
      const variable = container(base, name).env.find((candidate) => candidate.name === 'DATABASE_URL');
      expect(variable?.valueFrom?.secretKeyRef?.key).toBe(serviceDatabaseUrlVariable(name));
    });
  });

  it('creates every service\'s database role in a Job, with the owner\'s URL, as the restricted profile allows', () => {
    const job = find(base, 'Job', DATABASE_ROLES_JOB, workloadSchema);
    const [entry] = job.spec.template.spec.containers;
    expect(entry?.image).toMatch(/^outings\/auth:\S+$/);
    expect(entry?.command).toEqual(['node', '/app/node_modules/@outings/runtime/dist/database-roles-main.js']);
    expect(entry?.env.map((variable) => variable.name).sort()).toEqual(
      ['DATABASE_ADMIN_URL', ...services.map(({ name }) => serviceDatabasePasswordVariable(name))].sort(),
    );
    expect(job.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    expect(entry?.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
  });

  it('autoscales the gateway with an autoscaling/v2 HPA', () => {
    const hpa = find(base, 'HorizontalPodAutoscaler', gateway.name, hpaSchema);
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: gateway.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
  });

  it('lets only the gateway reach the services, which trust its identity headers', () => {
    const policy = find(base, 'NetworkPolicy', 'services-only-from-gateway', networkPolicySchema);
    const selects = (name: string) => {
      const labels = deployment(base, name).spec.template.metadata.labels;
      return Object.entries(policy.spec.podSelector.matchLabels).every(([key, value]) => labels[key] === value);
    };
    for (const service of services) expect({ service: service.name, selected: selects(service.name) }).toEqual({ service: service.name, selected: true });
    expect(selects(gateway.name)).toBe(false);
    expect(policy.spec.policyTypes).toEqual(['Ingress']);
    const gatewayLabels = deployment(base, gateway.name).spec.template.metadata.labels;
    expect(policy.spec.ingress).toHaveLength(1);
    for (const { podSelector } of policy.spec.ingress[0]?.from ?? []) expect(gatewayLabels).toMatchObject(podSelector.matchLabels);
    expect(policy.spec.ingress[0]?.ports).toEqual([{ port: 'http' }]);
  });

  it('denies the service pods every ingress the policies do not name', () => {
    const serviceLabels = (name: string) => deployment(base, name).spec.template.metadata.labels;
    const selects = (policy: { spec: { podSelector: { matchLabels: Record<string, string> } } }, name: string) =>
      Object.entries(policy.spec.podSelector.matchLabels).every(([key, value]) => serviceLabels(name)[key] === value);
    const denyAll = find(base, 'NetworkPolicy', 'services-deny-ingress', networkPolicySchema);
    for (const service of services) expect({ service: service.name, selected: selects(denyAll, service.name) }).toEqual({ service: service.name, selected: true });
    expect(selects(denyAll, gateway.name)).toBe(false);
    expect([denyAll.spec.policyTypes, denyAll.spec.ingress]).toEqual([['Ingress'], []]);
    // No policy of the base opens a service to anyone but the gateway and Prometheus.
    const opening = base
      .filter((object) => object.kind === 'NetworkPolicy')
      .map((object) => find(base, 'NetworkPolicy', object.metadata.name, networkPolicySchema))
      .filter((policy) => services.some((service) => selects(policy, service.name)));
    const sources = opening.flatMap((policy) => policy.spec.ingress.flatMap((rule) => rule.from.map((peer) => peer.podSelector.matchLabels['app.kubernetes.io/name'])));
    expect(new Set(sources)).toEqual(new Set(['gateway', 'prometheus']));
  });

  it('lets Prometheus, and nothing else but the gateway, scrape the services on their port', () => {
    const policy = find(base, 'NetworkPolicy', 'services-metrics-from-prometheus', networkPolicySchema);
    const serviceLabels = deployment(base, services[0]?.name ?? '').spec.template.metadata.labels;
    expect(serviceLabels).toMatchObject(policy.spec.podSelector.matchLabels);
    expect(policy.spec.ingress).toEqual([
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } }, namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        ports: [{ port: 'http' }],
      },
    ]);
  });

  it('points the gateway at every service through its Service', () => {
    const variables = environmentOf(base, container(base, gateway.name));
    for (const service of services) expect(variables[serviceUrlVariable(service.name)]).toBe(`http://${service.name}:${service.port}`);
  });

  it("believes proxy headers only from private addresses, the ingress controller's", () => {
    expect(environmentOf(base, container(base, gateway.name)).TRUST_PROXY).toBe('uniquelocal');
  });

  it('ships only placeholders as secrets', () => {
    const secrets = base.filter((object) => object.kind === 'Secret');
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      for (const [key, value] of Object.entries(dataOf(base, 'Secret', secret.metadata.name))) {
        expect({ key, value }).toEqual({ key, value: expect.stringContaining('REPLACE_ME') });
      }
    }
  });

  it('labels everything as part of outings', () => {
    for (const object of base) expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('outings');
  });
});

describe('k8s/overlays/dev', () => {
  it('runs every deployable once, beside single-replica infrastructure', () => {
    for (const deployable of deployables) expect(deployment(dev, deployable.name).spec.replicas).toBe(1);
    for (const name of infrastructure) expect(find(dev, 'Service', name, serviceSchema).spec.ports.length).toBeGreaterThan(0);
  });

  it('keeps everything in its own namespace', () => {
    for (const object of dev.filter((candidate) => candidate.kind !== 'Namespace')) {
      expect({ object: `${object.kind}/${object.metadata.name}`, namespace: object.metadata.namespace }).toEqual({
        object: `${object.kind}/${object.metadata.name}`,
        namespace: 'outings-dev',
      });
    }
  });

  it.each(services)('gives $name the role and password the database-roles Job creates', ({ name }) => {
    const url = new URL(environmentOf(dev, container(dev, name)).DATABASE_URL ?? '');
    expect(url.username).toBe(serviceDatabaseRole('outings', name));
    const job = find(dev, 'Job', DATABASE_ROLES_JOB, workloadSchema).spec.template.spec.containers[0];
    expect(decodeURIComponent(url.password)).toBe(environmentOf(dev, job ?? container(dev, name))[serviceDatabasePasswordVariable(name)]);
  });

  it('points every deployable at the infrastructure it brings', () => {
    const media = environmentOf(dev, container(dev, 'media'));
    expect(new URL(media.DATABASE_URL ?? '').host).toBe('postgres:5432');
    expect(new URL(media.RABBITMQ_URL ?? '').host).toBe('rabbitmq:5672');
    expect(media.S3_ENDPOINT).toBe('http://minio:9000');
    expect(environmentOf(dev, container(dev, 'notification')).SMTP_URL).toBe('smtp://mailpit:1025');
  });
});

describe.each([
  ['k8s', base],
  ['k8s/overlays/dev', dev],
])('%s references', (_folder, objects) => {
  it('resolve to a rendered ConfigMap or Secret holding the key', () => {
    for (const entry of podContainers(objects)) {
      for (const reference of references(entry)) {
        const data = dataOf(objects, reference.kind, reference.name);
        if (reference.key !== undefined) expect(Object.keys(data)).toContain(reference.key);
      }
    }
  });
});
