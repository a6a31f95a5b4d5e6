import { defineConfig } from 'vitest/config';

// Two kinds of test: the pure rules (test/**/*.test.ts) run in Node; the component tests (*.test.tsx) render
// pages in jsdom, with the app's providers and MSW answering the API.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['test/support/dom-setup.ts'],
        },
      },
    ],
  },
});
