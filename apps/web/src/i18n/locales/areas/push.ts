import type { Translation } from './define-area.ts';

/**
 * Settings: notifications on this device (web push) and quiet hours. Said to a donor woken at night or a worried
 * parent: plain, and always clear that an SOS still comes.
 */
export const en = {
  push: {
    device: {
      title: 'Notifications on this device',
      intro:
        'Get alerts on this phone or computer even when RaktSetu is closed. Donors hear about SOS requests near them at once; patients hear when a donor answers.',
      statusOn: 'On for this device.',
      statusOff: 'Off for this device.',
      checking: 'Checking this device…',
      unsupported:
        'This browser cannot show notifications from RaktSetu. Try Chrome, Edge or Firefox, or add RaktSetu to your home screen (Safari on iPhone).',
      noWorker: 'Notifications are not ready on this device yet. Reload the page once you are online, then try again.',
      denied:
        'Notifications are blocked for RaktSetu in this browser. Allow them in the browser’s site settings, then come back here.',
      dismissed: 'Notifications were not allowed. Press the button again and choose Allow.',
      enable: 'Turn on notifications',
      disable: 'Turn off notifications',
      working: 'Please wait…',
      enabled: 'Notifications are on. This device will ring for an SOS near you.',
      disabled: 'Notifications are off for this device.',
      failed: 'Notifications could not be changed just now. Please try again.',
    },
    quiet: {
      title: 'Quiet hours',
      intro: 'During quiet hours other notices wait until the morning.',
      sosAlways: 'SOS alerts always come at once, even during quiet hours — someone may need blood tonight.',
      enabled: 'Quiet hours',
      from: 'From',
      to: 'To',
      timezone: 'Times are India time (IST).',
      sameTimes: 'The start and end must be different times.',
      save: 'Save quiet hours',
      saving: 'Saving…',
      saved: 'Your quiet hours are saved.',
      failed: 'Your quiet hours could not be saved. Please try again.',
    },
  },
};

export const hi: Translation<typeof en> = {
  push: {
    device: {
      title: 'इस डिवाइस पर सूचनाएँ',
      intro:
        'RaktSetu बंद होने पर भी इस फ़ोन या कंप्यूटर पर अलर्ट पाएँ। डोनर को पास के SOS अनुरोध की ख़बर तुरंत मिलती है; मरीज़ को पता चलता है जब कोई डोनर जवाब देता है।',
      statusOn: 'इस डिवाइस पर चालू हैं।',
      statusOff: 'इस डिवाइस पर बंद हैं।',
      checking: 'इस डिवाइस की जाँच हो रही है…',
      unsupported:
        'यह ब्राउज़र RaktSetu की सूचनाएँ नहीं दिखा सकता। Chrome, Edge या Firefox आज़माएँ, या RaktSetu को होम स्क्रीन पर जोड़ें (iPhone पर Safari)।',
      noWorker: 'इस डिवाइस पर सूचनाएँ अभी तैयार नहीं हैं। इंटरनेट मिलने पर पेज दोबारा खोलें, फिर कोशिश करें।',
      denied: 'इस ब्राउज़र में RaktSetu की सूचनाएँ बंद की गई हैं। ब्राउज़र की साइट सेटिंग में इन्हें अनुमति दें, फिर यहाँ लौटें।',
      dismissed: 'सूचनाओं की अनुमति नहीं मिली। बटन फिर से दबाएँ और “अनुमति दें” (Allow) चुनें।',
      enable: 'सूचनाएँ चालू करें',
      disable: 'सूचनाएँ बंद करें',
      working: 'कृपया रुकें…',
      enabled: 'सूचनाएँ चालू हैं। आपके पास SOS होने पर यह डिवाइस बजेगा।',
      disabled: 'इस डिवाइस पर सूचनाएँ बंद हैं।',
      failed: 'अभी सूचनाएँ बदली नहीं जा सकीं। कृपया फिर से कोशिश करें।',
    },
    quiet: {
      title: 'शांत समय',
      intro: 'शांत समय में बाक़ी सूचनाएँ सुबह तक रुकी रहती हैं।',
      sosAlways: 'SOS अलर्ट हमेशा तुरंत आते हैं, शांत समय में भी — हो सकता है आज रात किसी को ख़ून चाहिए।',
      enabled: 'शांत समय',
      from: 'कब से',
      to: 'कब तक',
      timezone: 'समय भारतीय समय (IST) में है।',
      sameTimes: 'शुरू और ख़त्म होने का समय अलग-अलग होना चाहिए।',
      save: 'शांत समय सेव करें',
      saving: 'सेव हो रहा है…',
      saved: 'आपका शांत समय सेव हो गया है।',
      failed: 'आपका शांत समय सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
    },
  },
};

export const mr: Translation<typeof en> = {
  push: {
    device: {
      title: 'या डिव्हाइसवर सूचना',
      intro:
        'RaktSetu बंद असतानाही या फोनवर किंवा कॉम्प्युटरवर अलर्ट मिळवा. डोनरना जवळच्या SOS विनंतीची बातमी लगेच मिळते; एखाद्या डोनरने उत्तर दिल्यावर रुग्णाला कळते.',
      statusOn: 'या डिव्हाइसवर चालू आहेत.',
      statusOff: 'या डिव्हाइसवर बंद आहेत.',
      checking: 'हे डिव्हाइस तपासत आहोत…',
      unsupported:
        'हा ब्राउझर RaktSetu च्या सूचना दाखवू शकत नाही. Chrome, Edge किंवा Firefox वापरून पाहा, किंवा RaktSetu होम स्क्रीनवर जोडा (iPhone वर Safari).',
      noWorker: 'या डिव्हाइसवर सूचना अजून तयार नाहीत. इंटरनेट मिळाल्यावर पेज पुन्हा उघडा आणि पुन्हा प्रयत्न करा.',
      denied: 'या ब्राउझरमध्ये RaktSetu च्या सूचना बंद केल्या आहेत. ब्राउझरच्या साइट सेटिंगमध्ये त्यांना परवानगी द्या आणि मग इथे परत या.',
      dismissed: 'सूचनांना परवानगी मिळाली नाही. बटण पुन्हा दाबा आणि “अनुमती द्या” (Allow) निवडा.',
      enable: 'सूचना चालू करा',
      disable: 'सूचना बंद करा',
      working: 'कृपया थांबा…',
      enabled: 'सूचना चालू आहेत. आपल्या जवळ SOS असल्यास हे डिव्हाइस वाजेल.',
      disabled: 'या डिव्हाइसवर सूचना बंद आहेत.',
      failed: 'आत्ता सूचना बदलता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
    },
    quiet: {
      title: 'शांत वेळ',
      intro: 'शांत वेळेत इतर सूचना सकाळपर्यंत थांबतात.',
      sosAlways: 'SOS अलर्ट नेहमी लगेच येतात, शांत वेळेतही — आज रात्री कोणाला तरी रक्ताची गरज असू शकते.',
      enabled: 'शांत वेळ',
      from: 'केव्हापासून',
      to: 'केव्हापर्यंत',
      timezone: 'वेळ भारतीय वेळेनुसार (IST) आहे.',
      sameTimes: 'सुरू होण्याची आणि संपण्याची वेळ वेगवेगळी असावी.',
      save: 'शांत वेळ सेव्ह करा',
      saving: 'सेव्ह होत आहे…',
      saved: 'आपली शांत वेळ सेव्ह झाली आहे.',
      failed: 'आपली शांत वेळ सेव्ह करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
    },
  },
};
