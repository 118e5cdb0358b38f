import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A page loads only the browser entries of the shared libraries (frontends/README.md).
const FRONTEND_IMPORT_PATTERNS = [
  { regex: '^@outings/(?!contracts$|reference-data$|fe-)', message: 'Front ends may import only @outings/contracts, @outings/reference-data and the front-end workspaces.' },
  { regex: '(^|/)libs/', message: 'Import the library by its name: the front ends resolve it to its browser entry.' },
];

// Every screen's server state is in the kit's one QueryClient, which no provider hands out
// (frontends/kit/src/query/shared-hooks.ts): the library's own hooks would find none.
const QUERY_HOOKS_OF_THE_LIBRARY = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useSuspenseQueries', 'useSuspenseInfiniteQuery', 'useMutation', 'useQueryClient', 'useIsFetching', 'useIsMutating', 'useMutationState', 'usePrefetchQuery', 'usePrefetchInfiniteQuery', 'QueryClientProvider'],
  message: 'Use the kit\'s useQuery and useMutation (@outings/fe-kit): they use the page\'s one QueryClient.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: FRONTEND_IMPORT_PATTERNS, paths: [QUERY_HOOKS_OF_THE_LIBRARY] }],
    },
  },
  {
    // The one place that binds the library's hooks to the page's QueryClient.
    files: ['frontends/kit/src/query/shared-hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: FRONTEND_IMPORT_PATTERNS }] },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Specs beside the code are the `unit` project: pure logic, no database, object store,
    // broker or Redis. A spec that needs one lives in the package's test/integration/.
    files: ['{libs,services,gateway,deploy}/**/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@outings/runtime/testing', message: 'It starts PGlite, S3 or a cluster: move the spec to test/integration/.' },
          { name: '@outings/runtime', importNames: ['createInfrastructure', 'runService'], message: 'Move the spec to test/integration/.' },
          { name: '@outings/db', importNames: ['createPgliteDatabase', 'createPostgresDatabase', 'createPostgresDatabaseIfMissing'], message: 'Move the spec to test/integration/.' },
          { name: '@outings/storage/local-s3-server', message: 'Move the spec to test/integration/.' },
          ...['@electric-sql/pglite', 'pg', 's3rver', 'smtp-server', 'ioredis', 'amqplib'].map((name) => ({ name, message: 'Move the spec to test/integration/.' })),
        ],
        patterns: [
          { group: ['**/*-harness', '**/smtp-catcher'], message: 'A harness starts real servers: move the spec to test/integration/.' },
          { group: ['**/pglite.adapter', '**/postgres.adapter', '**/local-s3-server'], message: 'Move the spec to test/integration/.' },
        ],
      }],
    },
  },
);
