// Lint rules, including the import boundaries described in docs/ARCHITECTURE.md:
// - packages/shared is pure: it imports nothing from the apps and nothing Node- or DOM-specific;
// - web features do not import each other (shared pieces live in src/components or src/lib), and the web's
//   imports run one way: app → features → components → lib (lib imports none of the others, components import
//   no feature and not app/, features do not import app/);
// - on the server only db/ and *.repository.ts files touch the database client or SQL builders;
// - file names are kebab-case (`request-card.tsx`, `requests.service.ts`, `sos-fanout.job.ts`).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const featurePatterns = (name) => [
  `**/features/${name}`,
  `**/features/${name}/**`,
  `../${name}`,
  `../${name}/**`,
  `../../${name}`,
  `../../${name}/**`,
  `../../../${name}/**`,
];

/** Imports of a web layer (app, features, components) from below it, written from any depth. */
const webLayerPatterns = (...layers) => layers.flatMap((layer) => [`**/${layer}`, `**/${layer}/**`]);

const webFeatureBoundary = (feature) => ({
  group: webFeatures.filter((f) => f !== feature).flatMap(featurePatterns),
  message: 'Web features do not import each other: move the shared piece to src/components or src/lib.',
});

const webAppBoundary = {
  group: webLayerPatterns('app'),
  message: 'Only src/app (router, layouts) puts the pieces together; nothing imports from it.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.test-output/**', 'data/**', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx}': 'KEBAB_CASE' },
        // `requests.service.ts`, `sos-fanout.job.ts`, `live-events.test.ts`: only the part before the first dot.
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webLayerPatterns('app', 'features', 'components'),
              message:
                'src/lib is the bottom layer: it imports nothing from app, features or components (take a callback or a render prop instead).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            webAppBoundary,
            {
              group: webLayerPatterns('features'),
              message: 'Shared components import no feature: move the piece they need to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@raktsetu/server', '@raktsetu/web', '**/apps/**'],
              message: 'packages/shared imports nothing from the apps.',
            },
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom'],
              message: 'packages/shared is pure TypeScript + zod: no Node or DOM.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [webFeatureBoundary(feature), webAppBoundary],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/**/*.ts'],
    // main.ts and the operator commands in cli/ are entry points: they open (and close) the database.
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/main.ts',
      'apps/server/src/cli/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/pglite',
                '**/db/client*',
                '**/db/schema*',
                '**/db/schema/**',
              ],
              allowTypeImports: true,
              message: 'Only server repositories (*.repository.ts) and db/ touch the database.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
