// Lint rules, including the import boundaries of DESIGN.md §5:
// - packages/shared is pure: it imports nothing from the apps and nothing Node- or DOM-specific;
// - web features do not import each other (shared pieces live in src/components or src/lib);
// - on the server only db/ and *.repository.ts files touch the database client or SQL builders.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
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
          patterns: [
            {
              group: webFeatures.filter((f) => f !== feature).flatMap(featurePatterns),
              message: 'Web features do not import each other: move the shared piece to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.repository.ts', 'apps/server/src/main.ts'],
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
