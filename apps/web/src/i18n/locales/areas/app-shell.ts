import { defineArea } from './define-area.ts';

/**
 * The installable app's texts every page may show (docs/decisions/0025-installable-app.md): the offline bar and
 * the slow-connection message. The update prompt and what signed-in pages show offline are in offline.ts.
 */
export default defineArea({
  en: {
    appShell: {
      offline: {
        bar: 'You are offline. Showing what this phone saved; nothing is sent until the connection is back.',
      },
      slow: {
        message: 'Still loading… The connection seems slow.',
        retry: 'Try again',
      },
    },
  },
  hi: {
    appShell: {
      offline: {
        bar: 'आप ऑफ़लाइन हैं। इस फ़ोन पर सहेजी गई जानकारी दिख रही है; इंटरनेट लौटने तक कुछ भी भेजा नहीं जाएगा।',
      },
      slow: {
        message: 'अभी लोड हो रहा है… इंटरनेट धीमा लग रहा है।',
        retry: 'फिर से कोशिश करें',
      },
    },
  },
  mr: {
    appShell: {
      offline: {
        bar: 'आपण ऑफलाइन आहात. या फोनवर जतन केलेली माहिती दिसत आहे; इंटरनेट परत येईपर्यंत काहीही पाठवले जाणार नाही.',
      },
      slow: {
        message: 'अजून लोड होत आहे… इंटरनेट मंद वाटत आहे.',
        retry: 'पुन्हा प्रयत्न करा',
      },
    },
  },
});
