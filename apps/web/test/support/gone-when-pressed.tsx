import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderPage } from './render-page.tsx';

// A confirmation or an error is told from the mutation (src/lib/mutation-outcome.ts), so it still comes when the
// screen that asked is gone before the answer: these take the screen away as its button is pressed, as a live
// update, the answer or a navigation can do.

/** Its children, gone just after the button named `pressed` is clicked (before the server answers). */
function GoneWhenPressed({ pressed, children }: { pressed: string; children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <div
      onClickCapture={(event) => {
        const button = (event.target as HTMLElement).closest('button');
        if (button?.textContent === pressed) setTimeout(() => setShown(false), 0);
      }}
    >
      {shown ? children : <p>gone</p>}
    </div>
  );
}

/** The screen under test, at /app/here, replaced by "gone" once its button `pressed` is clicked. */
export function renderGone(pressed: string, screenUnderTest: ReactNode) {
  return renderPage(
    [{ path: '/app/here', element: <GoneWhenPressed pressed={pressed}>{screenUnderTest}</GoneWhenPressed> }],
    '/app/here',
  );
}

/** The toasts' region. */
export const toasts = () => screen.getByRole('region', { name: /^Messages/ });
