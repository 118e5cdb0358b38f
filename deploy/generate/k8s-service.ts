// k8s/base/services/<name>.yaml: a service's Deployment and Service. Every service runs
// the same way (probes, security context, drain on stop); only its name, port, the
// secrets its needs imply and its resources differ, and those come from its manifest.
import { DEFAULT_SERVICE_RESOURCES, serviceDatabaseUrlVariable, type ServiceManifest } from '@outings/contracts';
import { secretVariables } from './infrastructure-variables';
import { secretSettingsOf } from './secret-settings';

const secretReference = (variable: string, key = variable) => [
  `            - name: ${variable}`,
  `              valueFrom: { secretKeyRef: { name: outings-secrets, key: ${key} } }`,
];

export function k8sServiceFile(manifest: ServiceManifest): string {
  const { name, port } = manifest;
  const { requests, limits } = manifest.resources ?? DEFAULT_SERVICE_RESOURCES;
  return `# ${name} (what it owns: services/${name}/README.md). Generated from its entry in
# libs/contracts/src/services/service-manifests.ts by npm run deploy:generate: edit that.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: service
spec:
  replicas: 2
  revisionHistoryLimit: 3
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
        app.kubernetes.io/component: service
      # Its /metrics are on its own port, which only the gateway and Prometheus may reach (network-policy.yaml).
      annotations:
        prometheus.io/scrape: "true"
        prometheus.io/port: "${port}"
        prometheus.io/path: /metrics
    spec:
      automountServiceAccountToken: false
      securityContext:
        # The image's \`node\` user (uid 1000).
        runAsNonRoot: true
        runAsUser: 1000
        runAsGroup: 1000
        seccompProfile: { type: RuntimeDefault }
      # The process drains on SIGTERM (service-kit shutdown); preStop first lets the
      # endpoints controller stop sending it new requests.
      terminationGracePeriodSeconds: 30
      containers:
        - name: ${name}
          image: outings/${name}
          ports:
            - { name: http, containerPort: ${port} }
          envFrom:
            - configMapRef: { name: outings-config }
          env:
            - { name: PORT, value: "${port}" }
            # Its own role, which owns its schema and can read no other (the database-roles Job).
${[...secretReference('DATABASE_URL', serviceDatabaseUrlVariable(name)), ...['RABBITMQ_URL', ...secretVariables(manifest.needs), ...secretSettingsOf(manifest)].flatMap((variable) => secretReference(variable))].join('\n')}
          # Migrations run at start: allow up to a minute before liveness counts.
          startupProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 2
            failureThreshold: 30
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          # Ready only while its database, broker and Redis answer.
          readinessProbe:
            httpGet: { path: /readyz, port: http }
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 2
          lifecycle:
            preStop:
              exec: { command: [sleep, "5"] }
          resources:
            requests: { cpu: ${requests.cpu}, memory: ${requests.memory} }
            limits: { cpu: "${limits.cpu}", memory: ${limits.memory} }
          securityContext:
            runAsNonRoot: true
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities: { drop: [ALL] }
          volumeMounts:
            - { name: tmp, mountPath: /tmp }
      volumes:
        - name: tmp
          emptyDir: { sizeLimit: 64Mi }
---
apiVersion: v1
kind: Service
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: service
spec:
  selector:
    app.kubernetes.io/name: ${name}
  ports:
    - { name: http, port: ${port}, targetPort: http }
`;
}
