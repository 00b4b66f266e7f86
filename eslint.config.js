// Lint rules that hold the architecture (DESIGN.md §2) in place, not just style.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;

const dirs = (path) =>
  existsSync(`${root}/${path}`)
    ? readdirSync(`${root}/${path}`, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Boundaries are checked on resolved files, so `@/x`, `../x` and `../../x` are all caught alike.
const restrictPaths = (...zones) => ['error', { basePath: root, zones }];

// Each web feature may import only itself, shared code and the contract: app/ composes features.
const featureBoundaries = dirs('apps/web/src/features').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': restrictPaths({
      target: `apps/web/src/features/${feature}`,
      from: 'apps/web/src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature; compose them in app/.',
    }),
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^@/app/', message: 'Features do not import the app shell.' },
          {
            regex: '^(\\.\\./){2,}',
            message: 'Leave the feature through the @/ alias, not ../../.',
          },
          { regex: '@afrinest/api|apps/api', message: 'The web never imports the API.' },
        ],
      },
    ],
  },
}));

// An API module never reaches into another module's repository: it calls that module's service.
const moduleBoundaries = dirs('apps/api/src/modules').map((mod) => ({
  files: [`apps/api/src/modules/${mod}/**/*.ts`],
  rules: {
    'import-x/no-restricted-paths': restrictPaths({
      target: `apps/api/src/modules/${mod}`,
      from: 'apps/api/src/modules/**/*.repository.ts',
      except: [`${root}/apps/api/src/modules/${mod}/**`],
      message: "Call the other module's service, not its repository.",
    }),
  },
}));

// The preset leaves a few hooks rules at warn; a hooks mistake is a bug, so each one fails.
const reactHooksAsErrors = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.e2e-data/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        // Every tsconfig, so `@/` and the workspace packages resolve as tsc resolves them.
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/web/tsconfig.node.json',
            'apps/api/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'scripts/tsconfig.json',
          ].map((project) => `${root}/${project}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Type-only imports are erased, so the rule follows only the imports that run.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // zod for the shapes, libphonenumber-js for the one phone rule (every country's lengths).
              regex: '^(?!zod$|zod/|libphonenumber-js$|\\./|\\.\\./)',
              message: 'The contract depends only on zod and libphonenumber-js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...reactHooksAsErrors,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '@afrinest/api|apps/api', message: 'The web never imports the API.' },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Shared web code sits below the features: a component or helper that needs one belongs in it.
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictPaths({
        target: ['apps/web/src/components', 'apps/web/src/lib'],
        from: 'apps/web/src/features',
        message: 'Shared code never imports a feature; pass what it needs in.',
      }),
    },
  },
  ...featureBoundaries,
  {
    // Platform is the plumbing modules stand on, so it never reaches up into one. schema.ts is the
    // one composition file: Drizzle needs every module's tables in one object.
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['apps/api/src/platform/db/schema.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictPaths({
        target: 'apps/api/src/platform',
        from: 'apps/api/src/modules',
        message: 'Platform code never imports a module; the module hands it what it needs.',
      }),
    },
  },
  ...moduleBoundaries,
);
