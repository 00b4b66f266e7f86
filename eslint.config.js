// Lint rules that hold the architecture (DESIGN.md §2) in place, not just style.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Each web feature may import only itself, shared code and the contract: app/ composes features.
const featureBoundaries = dirs('apps/web/src/features').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'A feature never imports another feature; compose them in app/.',
          },
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
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `modules/(?!${mod}/)[^/]+/.*\\.repository|^\\.\\./(?!${mod}/)[^/]+/.*\\.repository`,
            message: "Call the other module's service, not its repository.",
          },
        ],
      },
    ],
  },
}));

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
    rules: {
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
  ...featureBoundaries,
  ...moduleBoundaries,
);
