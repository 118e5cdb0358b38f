// Renders a kustomization with kubectl, as a user's `kubectl apply -k` would, and reads
// the objects the deploy tests check. kubectl must be installed: a missing one fails the
// tests (CI installs it) rather than skipping them.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { repoRoot } from './deployables';

const metadataSchema = z.object({
  name: z.string(),
  namespace: z.string().optional(),
  labels: z.record(z.string(), z.string()).optional(),
});
const objectSchema = z.object({ apiVersion: z.string(), kind: z.string(), metadata: metadataSchema }).loose();
export type KubernetesObject = z.infer<typeof objectSchema>;

const probeSchema = z.object({ httpGet: z.object({ path: z.string(), port: z.union([z.string(), z.number()]) }).optional() });
const quantitiesSchema = z.object({ cpu: z.union([z.string(), z.number()]), memory: z.string() });
const envSourceSchema = z.object({
  secretKeyRef: z.object({ name: z.string(), key: z.string() }).optional(),
  configMapKeyRef: z.object({ name: z.string(), key: z.string() }).optional(),
});
const containerSchema = z.object({
  name: z.string(),
  image: z.string(),
  command: z.array(z.string()).optional(),
  ports: z.array(z.object({ name: z.string().optional(), containerPort: z.number() })).default([]),
  env: z.array(z.object({ name: z.string(), value: z.string().optional(), valueFrom: envSourceSchema.optional() })).default([]),
  envFrom: z
    .array(z.object({ configMapRef: z.object({ name: z.string() }).optional(), secretRef: z.object({ name: z.string() }).optional() }))
    .default([]),
  readinessProbe: probeSchema.optional(),
  livenessProbe: probeSchema.optional(),
  resources: z.object({ requests: quantitiesSchema.optional(), limits: quantitiesSchema.optional() }).optional(),
  securityContext: z
    .object({
      runAsNonRoot: z.boolean().optional(),
      allowPrivilegeEscalation: z.boolean().optional(),
      readOnlyRootFilesystem: z.boolean().optional(),
      capabilities: z.object({ drop: z.array(z.string()).optional() }).optional(),
    })
    .optional(),
  volumeMounts: z.array(z.object({ name: z.string(), mountPath: z.string() })).default([]),
});
export type Container = z.infer<typeof containerSchema>;

const podTemplateSchema = z.object({
  metadata: z.object({ labels: z.record(z.string(), z.string()), annotations: z.record(z.string(), z.string()).default({}) }),
  spec: z.object({
    securityContext: z.object({ runAsNonRoot: z.boolean().optional(), runAsUser: z.number().optional() }).optional(),
    containers: z.array(containerSchema),
    volumes: z
      .array(z.object({ name: z.string(), emptyDir: z.object({}).loose().optional(), configMap: z.object({ name: z.string() }).optional() }))
      .default([]),
  }),
});
export const workloadSchema = z.object({
  metadata: metadataSchema,
  spec: z.object({ replicas: z.number().optional(), template: podTemplateSchema }),
});
export type Workload = z.infer<typeof workloadSchema>;

export const serviceSchema = z.object({
  spec: z.object({
    selector: z.record(z.string(), z.string()),
    ports: z.array(z.object({ name: z.string().optional(), port: z.number(), targetPort: z.union([z.string(), z.number()]).optional() })),
  }),
});

export const hpaSchema = z.object({
  apiVersion: z.literal('autoscaling/v2'),
  spec: z.object({
    scaleTargetRef: z.object({ apiVersion: z.string(), kind: z.string(), name: z.string() }),
    minReplicas: z.number(),
    maxReplicas: z.number(),
    metrics: z.array(z.object({ type: z.string() })).min(1),
  }),
});

export const networkPolicySchema = z.object({
  spec: z.object({
    podSelector: z.object({ matchLabels: z.record(z.string(), z.string()) }),
    policyTypes: z.array(z.string()),
    ingress: z.array(
      z.object({
        from: z.array(
          z.object({
            podSelector: z.object({ matchLabels: z.record(z.string(), z.string()) }),
            namespaceSelector: z.object({ matchLabels: z.record(z.string(), z.string()) }).optional(),
          }),
        ),
        ports: z.array(z.object({ port: z.union([z.string(), z.number()]) })),
      }),
    ).default([]),
  }),
});

export const dataSchema = z.object({ data: z.record(z.string(), z.string()).default({}) });

export function kustomize(folder: string): KubernetesObject[] {
  let rendered: string;
  try {
    rendered = execFileSync('kubectl', ['kustomize', join(repoRoot, folder)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('kubectl is not on PATH: install it (Debian: apt-get install kubernetes-client) to render k8s/ for these tests', {
        cause: error,
      });
    }
    throw new Error(`kubectl kustomize ${folder} failed:\n${String((error as { stderr?: unknown }).stderr ?? error)}`, { cause: error });
  }
  return parseAllDocuments(rendered).map((document) => objectSchema.parse(document.toJS()));
}

export function find<T>(objects: readonly KubernetesObject[], kind: string, name: string, schema: z.ZodType<T>): T {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (found === undefined) throw new Error(`no ${kind} named ${name}`);
  return schema.parse(found);
}

/** Data of a ConfigMap or Secret by its rendered name, Secret values decoded. */
export function dataOf(objects: readonly KubernetesObject[], kind: 'ConfigMap' | 'Secret', name: string): Record<string, string> {
  const { data } = find(objects, kind, name, dataSchema);
  if (kind === 'ConfigMap') return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]));
}
