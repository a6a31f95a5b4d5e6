import { defineArea } from './define-area.ts';

/**
 * The installable app's texts every page may show (docs/decisions/0025-installable-app.md): the
 * slow-connection message. The offline bar, the update prompt and the offline pages' texts are in offline.ts.
 */
export default defineArea({
  en: {
    appShell: {
      slow: {
        message: 'Still loading… The connection seems slow.',
      },
    },
  },
  hi: {
    appShell: {
      slow: {
        message: 'अभी लोड हो रहा है… इंटरनेट धीमा लग रहा है।',
      },
    },
  },
  mr: {
    appShell: {
      slow: {
        message: 'अजून लोड होत आहे… इंटरनेट मंद वाटत आहे.',
      },
    },
  },
});
