// Setup of the component tests (*.test.tsx, jsdom): the app's i18n, jest-dom matchers, and the fake API.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import '../../src/i18n/all-messages.ts';
import { server } from './msw.ts';

// jsdom has no layout, so no ResizeObserver; Radix's switch measures itself with one inside a form. Nothing is
// ever resized here, so an observer that never reports is faithful.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    // As the 'error' strategy: the call fails and MSW prints it. The call's failure alone could be swallowed by a
    // page (or retried as a network error), so the test that made it is failed as well, below.
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  const calls = unhandled.splice(0);
  if (calls.length > 0) throw new Error(`No MSW handler answered: ${calls.join(', ')}`);
});

afterAll(() => server.close());
