// One jest run, four projects: `unit` (pure logic, beside the code), `web` (React
// components in jsdom), `integration` (real PostgreSQL, Redis, RabbitMQ, S3, SMTP) and
// `deploy` (renders docker-compose.yml and k8s/). Workspace imports resolve to their
// TypeScript sources so tests never depend on a previous build.
const swc = ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }];
const moduleNameMapper = {
  '^@outings/(contracts|reference-data|service-kit|db|bus|jobs|storage|mail|runtime)$': '<rootDir>/libs/$1/src/index.ts',
  '^@outings/storage/local-s3-server$': '<rootDir>/libs/storage/src/local-s3-server.ts',
  '^@outings/test-support$': '<rootDir>/test-support/index.ts',
  '^@outings/runtime/testing$': '<rootDir>/libs/runtime/test/support/service-harness.ts',
  '^@outings/service-kit/testing$': '<rootDir>/libs/service-kit/test/support/index.ts',
  '^@outings/([a-z-]+)-service$': '<rootDir>/services/$1/src/service.ts',
  '^@outings/gateway$': '<rootDir>/gateway/src/gateway.ts',
  '^@outings/fe-kit$': '<rootDir>/frontends/kit/src/index.ts',
  '\\.(css)$': '<rootDir>/frontends/kit/test/style-stub.js',
  '\\.(png|jpg|jpeg|svg|webp)$': '<rootDir>/frontends/kit/test/file-stub.js',
};
/** Front ends load the browser entries of the shared libraries (as in frontends/webpack.common.js). */
const browserModuleNameMapper = {
  '^@outings/(contracts|reference-data)$': '<rootDir>/libs/$1/src/browser.ts',
  // What front ends load from each other through Module Federation (frontends/types/remote-modules.d.ts).
  '^outing/OutingModal$': '<rootDir>/frontends/outing/src/modal/outing-modal.tsx',
  '^outing/ActivityCard$': '<rootDir>/frontends/outing/src/activities/activity-card-view.tsx',
  ...moduleNameMapper,
};
const base = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper, testPathIgnorePatterns: ['/node_modules/', '/dist/'] };

module.exports = {
  // Global: jest ignores a project-level timeout. Unit tests finish far below it.
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{libs,services,gateway,deploy}/**/src/**/*.spec.ts'] },
    { ...base, displayName: 'web', moduleNameMapper: browserModuleNameMapper, testEnvironment: 'jsdom', testMatch: ['<rootDir>/frontends/**/src/**/*.spec.{ts,tsx}'], setupFilesAfterEnv: ['<rootDir>/frontends/kit/test/setup.ts'] },
    { ...base, displayName: 'integration', testEnvironment: 'node', testMatch: ['<rootDir>/{libs,services,gateway,deploy}/**/test/integration/**/*.spec.ts'] },
    { ...base, displayName: 'deploy', testEnvironment: 'node', testMatch: ['<rootDir>/deploy/test/**/*.spec.ts'] },
  ],
};
