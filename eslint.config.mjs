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

// Server data lives in the kit's one QueryClient (frontends/kit/src/query/), where a push
// makes it stale, a reconnect reads it again and a sign-out empties it. A front end's own
// copy of it would miss all three: these checks refuse the usual shapes of such a copy.
const API_CALL = 'CallExpression[callee.type="MemberExpression"][callee.object.name=/^(api|[a-z]\\w*Api)$/]';
const FILE_THAT_CALLS_THE_API = `Program:has(${API_CALL})`;
const MODULE_LEVEL_BESIDE_API_CALLS = `:matches(${FILE_THAT_CALLS_THE_API}, ${FILE_THAT_CALLS_THE_API} > ExportNamedDeclaration) > VariableDeclaration`;
const HAND_MADE_CACHES = {
  moduleLet: {
    selector: `${MODULE_LEVEL_BESIDE_API_CALLS}[kind="let"]`,
    message: 'A module-level `let` beside API calls is a hand-made cache: keep server data in a query (@outings/fe-kit useQuery).',
  },
  moduleCollection: {
    selector: `${MODULE_LEVEL_BESIDE_API_CALLS} > VariableDeclarator > :matches(NewExpression[callee.name=/^(Map|WeakMap)$/], ObjectExpression[properties.length=0], ArrayExpression[elements.length=0])`,
    message: 'A module-level Map, object or array beside API calls is a hand-made cache: keep server data in a query (@outings/fe-kit useQuery).',
  },
  readInAnEffect: {
    selector: `CallExpression[callee.name="useEffect"] ${API_CALL}`,
    message: 'Reading the server in an effect keeps its answer outside the query cache: use a query (@outings/fe-kit useQuery), or a mutation for a change.',
  },
  loadingStateWithAnEffect: {
    selector:
      'Program:has(CallExpression[callee.name="useEffect"]):has(CallExpression[callee.name="useState"]) TSUnionType:has(> TSLiteralType[literal.value="loading"]):has(> TSLiteralType[literal.value=/^(ready|loaded|failed|error)$/])',
    message: "A 'loading' / 'ready' / 'failed' state held with an effect is a hand-made query: use @outings/fe-kit useQuery, whose status says as much.",
  },
  store: {
    selector: 'CallExpression[callee.name="createStore"]',
    message: 'A store is for client state, and each one is allowed by name in eslint.config.mjs (HAND_MADE_CACHES_ALLOWED): server data belongs in a query (@outings/fe-kit useQuery).',
  },
};

// Client state, not server data: each file may do what its entry names, and only that.
const HAND_MADE_CACHES_ALLOWED = [
  // The core's session, which the login page needs without the query library; `pendingCheck`
  // and `latestCheck` order the session checks so a late answer never replaces a newer one.
  { files: ['frontends/kit/src/session/session-store.ts'], allow: ['store', 'moduleLet'] },
  // Which popups and modals are open.
  { files: ['frontends/kit/src/overlay/overlay-store.ts'], allow: ['store'] },
  // How many calls are travelling (the busy flag).
  { files: ['frontends/kit/src/api/calls-in-flight.ts'], allow: ['store'] },
  // The browser's install prompt and whether the app runs installed.
  { files: ['frontends/kit/src/install/install-store.ts'], allow: ['store'] },
  // The socket's connection status.
  { files: ['frontends/kit/src/realtime/realtime-connection.ts'], allow: ['store'] },
  // The activity list's filter and chosen tab, and an outing being planned: the user's drafts.
  { files: ['frontends/outing/src/activities/activity-list-store.ts', 'frontends/outing/src/members/draft-members-store.ts', 'frontends/outing/src/outing-draft-store.ts'], allow: ['store'] },
  // The order of the Searching status's writes, and the status being written back.
  { files: ['frontends/outing/src/members/use-searching-status.ts'], allow: ['moduleLet'] },
  // The timer that puts off marking a chat read.
  { files: ['frontends/chat/src/sync/mark-read.ts'], allow: ['moduleLet'] },
];

const handMadeCacheChecks = (allowed = []) => ['error', ...Object.entries(HAND_MADE_CACHES).filter(([name]) => !allowed.includes(name)).map(([, check]) => check)];

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
    files: ['frontends/**/*.{ts,tsx}'],
    ignores: ['frontends/**/*.spec.{ts,tsx}', 'frontends/*/test/**'],
    rules: { 'no-restricted-syntax': handMadeCacheChecks() },
  },
  ...HAND_MADE_CACHES_ALLOWED.map(({ files, allow }) => ({ files, rules: { 'no-restricted-syntax': handMadeCacheChecks(allow) } })),
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
