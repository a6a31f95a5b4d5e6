import type { Translation } from './define-area.ts';

/**
 * What the signed-in pages show with no connection (docs/decisions/0025-installable-app.md): the SOS page's numbers
 * to call and the banks last seen, the card kept on the phone, and when stored data was last updated; the offline
 * bar and the update prompt. Loaded with the other pages' texts (more.ts), not with the first page.
 */
export const en = {
  offline: {
    bar: 'You are offline. Showing what this phone saved; nothing is sent until the connection is back.',
    dashboardSos: 'Emergency numbers and saved blood banks',
    update: {
      title: 'Update available',
      body: 'A new version of RaktSetu is ready.',
      reload: 'Reload',
      later: 'Later',
    },
    lastUpdated: 'Last updated {{time}}',
    sos: {
      offlineTitle: 'No internet connection',
      offlineBody: 'An SOS cannot be sent without a connection, and it is not kept to send later. Call for help now:',
      call112: 'Call 112 — emergency',
      call108: 'Call 108 — ambulance',
      buttonOffline: 'SOS needs a connection',
      banksTitle: 'Blood banks you looked at last',
      banksNone:
        'No blood banks are saved on this phone yet. Open Blood banks once while online to keep their numbers here.',
      callBank: 'Call {{phone}}',
      noPhone: 'No phone number listed',
      distance: '{{km}} km away',
    },
    card: {
      title: 'Your card (saved on this phone)',
      bloodGroup: 'Blood group',
      eligibleFrom: 'Can donate from',
      lastDonation: 'Last donation',
      emergencyContact: 'Emergency contact',
      medicalConditions: 'Medical conditions',
      none: 'Not provided',
    },
  },
};

export const hi: Translation<typeof en> = {
  offline: {
    bar: 'आप ऑफ़लाइन हैं। इस फ़ोन पर सहेजी गई जानकारी दिख रही है; इंटरनेट लौटने तक कुछ भी भेजा नहीं जाएगा।',
    dashboardSos: 'आपातकालीन नंबर और सहेजे गए ब्लड बैंक',
    update: {
      title: 'नया अपडेट उपलब्ध है',
      body: 'RaktSetu का नया संस्करण तैयार है।',
      reload: 'फिर से लोड करें',
      later: 'बाद में',
    },
    lastUpdated: 'आख़िरी बार अपडेट: {{time}}',
    sos: {
      offlineTitle: 'इंटरनेट कनेक्शन नहीं है',
      offlineBody: 'इंटरनेट के बिना SOS नहीं भेजा जा सकता, और यह बाद में भेजने के लिए रखा भी नहीं जाता। अभी मदद के लिए फ़ोन करें:',
      call112: '112 पर कॉल करें — आपातकालीन सेवा',
      call108: '108 पर कॉल करें — एम्बुलेंस',
      buttonOffline: 'SOS के लिए इंटरनेट चाहिए',
      banksTitle: 'आपने हाल में जो ब्लड बैंक देखे',
      banksNone: 'इस फ़ोन पर अभी कोई ब्लड बैंक सहेजा नहीं गया है। इंटरनेट रहते एक बार ब्लड बैंक पेज खोलें, ताकि उनके नंबर यहाँ रहें।',
      callBank: '{{phone}} पर कॉल करें',
      noPhone: 'फ़ोन नंबर नहीं दिया गया है',
      distance: '{{km}} km दूर',
    },
    card: {
      title: 'आपका कार्ड (इस फ़ोन पर सहेजा हुआ)',
      bloodGroup: 'ब्लड ग्रुप',
      eligibleFrom: 'अगला रक्तदान इस तारीख से',
      lastDonation: 'पिछला रक्तदान',
      emergencyContact: 'आपातकालीन संपर्क',
      medicalConditions: 'बीमारी / स्वास्थ्य स्थिति',
      none: 'नहीं दिया गया',
    },
  },
};

export const mr: Translation<typeof en> = {
  offline: {
    bar: 'आपण ऑफलाइन आहात. या फोनवर जतन केलेली माहिती दिसत आहे; इंटरनेट परत येईपर्यंत काहीही पाठवले जाणार नाही.',
    dashboardSos: 'आपत्कालीन नंबर आणि जतन केलेल्या ब्लड बँक',
    update: {
      title: 'नवीन अपडेट उपलब्ध आहे',
      body: 'RaktSetu ची नवीन आवृत्ती तयार आहे.',
      reload: 'पुन्हा लोड करा',
      later: 'नंतर',
    },
    lastUpdated: 'शेवटचे अपडेट: {{time}}',
    sos: {
      offlineTitle: 'इंटरनेट कनेक्शन नाही',
      offlineBody: 'इंटरनेटशिवाय SOS पाठवता येत नाही, आणि तो नंतर पाठवण्यासाठी ठेवलाही जात नाही. आत्ता मदतीसाठी फोन करा:',
      call112: '112 वर कॉल करा — आपत्कालीन सेवा',
      call108: '108 वर कॉल करा — रुग्णवाहिका',
      buttonOffline: 'SOS साठी इंटरनेट हवे',
      banksTitle: 'आपण अलीकडे पाहिलेल्या रक्तपेढ्या',
      banksNone:
        'या फोनवर अजून कोणतीही रक्तपेढी जतन केलेली नाही. इंटरनेट असताना एकदा रक्तपेढ्यांचे पान उघडा, म्हणजे त्यांचे नंबर इथे राहतील.',
      callBank: '{{phone}} वर कॉल करा',
      noPhone: 'फोन नंबर दिलेला नाही',
      distance: '{{km}} km दूर',
    },
    card: {
      title: 'आपले कार्ड (या फोनवर जतन केलेले)',
      bloodGroup: 'रक्तगट',
      eligibleFrom: 'पुढचे रक्तदान या तारखेपासून',
      lastDonation: 'मागील रक्तदान',
      emergencyContact: 'आपत्कालीन संपर्क',
      medicalConditions: 'आजार / आरोग्य स्थिती',
      none: 'दिलेले नाही',
    },
  },
};
