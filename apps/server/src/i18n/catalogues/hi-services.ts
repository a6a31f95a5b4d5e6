import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server's features say: requests and SOS, donor search, blood banks, rewards, history. */
export const HI_SERVICES: MessageCatalogue = {
  // Who may answer a request (features/requests/donor-reach.ts).
  'This request no longer needs donors.': 'अब इस अनुरोध को डोनर की ज़रूरत नहीं है।',
  'Your blood group cannot be given for this request.': 'आपका ब्लड ग्रुप इस अनुरोध के लिए नहीं दिया जा सकता।',
  'You are not available for requests. Turn on “Available for SOS” in your profile to answer requests near you.':
    'आप अभी अनुरोधों के लिए उपलब्ध नहीं हैं। पास के अनुरोधों का जवाब देने के लिए अपनी प्रोफ़ाइल में “SOS अलर्ट के लिए उपलब्ध” चालू करें।',
  'Save your location in your profile so we can match you with requests near you.':
    'अपनी प्रोफ़ाइल में अपनी लोकेशन सेव करें, ताकि हम आपको पास के अनुरोधों से जोड़ सकें।',
  'This request has no location, so it can only be answered by donors who were alerted.':
    'इस अनुरोध में कोई लोकेशन नहीं है, इसलिए इसका जवाब सिर्फ़ वही डोनर दे सकते हैं जिन्हें सूचना भेजी गई थी।',
  'This request does not reach your saved location. You can answer it if its search widens to reach you.':
    'यह अनुरोध आपकी सेव की गई लोकेशन तक नहीं पहुँचता। अगर इसकी खोज का दायरा बढ़कर आप तक पहुँचे, तो आप जवाब दे सकेंगे।',
  'You saved your location after this request was made. To keep patients safe, a new location counts for earlier requests after 24 hours; you will still be alerted for new ones.':
    'आपने यह अनुरोध बनने के बाद अपनी लोकेशन सेव की है। मरीज़ों की सुरक्षा के लिए नई लोकेशन पुराने अनुरोधों पर 24 घंटे बाद लागू होती है; नए अनुरोधों की सूचना आपको मिलती रहेगी।',
  'You cannot donate yet: you can donate again from {{date}}.':
    'आप अभी रक्तदान नहीं कर सकते: आप {{date}} से फिर से रक्तदान कर सकेंगे।',
  'You are not eligible to donate right now (age, weight or haemoglobin).':
    'आप अभी रक्तदान के योग्य नहीं हैं (उम्र, वज़न या हीमोग्लोबिन के कारण)।',

  // How many requests a patient may raise (features/requests/request-limits.ts).
  'If a life is at risk right now, call 112 or go to the nearest hospital, and find a blood bank with stock in the Blood Banks directory.':
    'अगर अभी किसी की जान खतरे में है, तो 112 पर कॉल करें या नज़दीकी अस्पताल जाएँ, और ब्लड बैंक डायरेक्टरी में स्टॉक वाला ब्लड बैंक खोजें।',
  'You have created {{count}} requests in the last 24 hours, the most we allow. You can create another from {{time}} IST (in about 1 hour). {{elsewhere}}':
    'आपने पिछले 24 घंटों में {{count}} अनुरोध बनाए हैं, जो हमारी तय सीमा है। आप {{time}} IST से (लगभग 1 घंटे बाद) नया अनुरोध बना सकेंगे। {{elsewhere}}',
  'You have created {{count}} requests in the last 24 hours, the most we allow. You can create another from {{time}} IST (in about {{hours}} hours). {{elsewhere}}':
    'आपने पिछले 24 घंटों में {{count}} अनुरोध बनाए हैं, जो हमारी तय सीमा है। आप {{time}} IST से (लगभग {{hours}} घंटे बाद) नया अनुरोध बना सकेंगे। {{elsewhere}}',
  'You already have an open SOS': 'आपका एक SOS पहले से खुला है',
  'You already have {{count}} open SOS requests': 'आपके {{count}} SOS अनुरोध पहले से खुले हैं',
  '{{held}}, and donors are being alerted for it. Mark one fulfilled or cancel it to raise another. {{elsewhere}}':
    '{{held}}, और उसके लिए डोनर को सूचना भेजी जा रही है। नया SOS भेजने के लिए उसे पूरा हुआ बताएँ या रद्द करें। {{elsewhere}}',
  '{{held}}, and donors are being alerted for them. Mark one fulfilled or cancel it to raise another. {{elsewhere}}':
    '{{held}}, और उनके लिए डोनर को सूचना भेजी जा रही है। नया SOS भेजने के लिए किसी एक को पूरा हुआ बताएँ या रद्द करें। {{elsewhere}}',
  '{{held}}, and donors are being alerted for it. Mark one fulfilled or cancel it to raise another. Verify your e-mail address to hold up to {{max}} at once. {{elsewhere}}':
    '{{held}}, और उसके लिए डोनर को सूचना भेजी जा रही है। नया SOS भेजने के लिए उसे पूरा हुआ बताएँ या रद्द करें। अपना ईमेल पता सत्यापित करने पर आप एक साथ {{max}} SOS तक रख सकेंगे। {{elsewhere}}',
  '{{held}}, and donors are being alerted for them. Mark one fulfilled or cancel it to raise another. Verify your e-mail address to hold up to {{max}} at once. {{elsewhere}}':
    '{{held}}, और उनके लिए डोनर को सूचना भेजी जा रही है। नया SOS भेजने के लिए किसी एक को पूरा हुआ बताएँ या रद्द करें। अपना ईमेल पता सत्यापित करने पर आप एक साथ {{max}} SOS तक रख सकेंगे। {{elsewhere}}',

  // Donor search.
  'Donor search is for patients and their families. To keep every donor safe, donors cannot list other donors.':
    'डोनर खोज मरीज़ों और उनके परिवारों के लिए है। हर डोनर की सुरक्षा के लिए डोनर दूसरे डोनर की सूची नहीं देख सकते।',
  'Donor search is for patients and their families. Coordinators reach donors through the Blood Bridges and the SOS requests on the coordinator page.':
    'डोनर खोज मरीज़ों और उनके परिवारों के लिए है। कोऑर्डिनेटर, कोऑर्डिनेटर पेज पर ब्लड ब्रिज और SOS अनुरोधों के ज़रिए डोनरों तक पहुँचते हैं।',
  "Donor search is for patients and their families. Blood-bank staff keep their bank's stock current instead.":
    'डोनर खोज मरीज़ों और उनके परिवारों के लिए है। ब्लड बैंक स्टाफ़ इसकी जगह अपने बैंक का स्टॉक अपडेट रखें।',
  'Choose the blood group you need: your profile does not have one.':
    'जिस ब्लड ग्रुप की ज़रूरत है, उसे चुनें: आपकी प्रोफ़ाइल में ब्लड ग्रुप नहीं है।',
  'We couldn\'t find the town "{{town}}". Check the spelling or share your location.':
    'हमें "{{town}}" नाम का शहर नहीं मिला। स्पेलिंग जाँचें या अपनी लोकेशन शेयर करें।',
  'Choose a city or share your location to search for donors near you.':
    'पास के डोनर खोजने के लिए कोई शहर चुनें या अपनी लोकेशन शेयर करें।',
  'Found 1 donor': '1 डोनर मिला',
  'Found {{count}} donors': '{{count}} डोनर मिले',
  ' If a life is at risk right now, call {{phone}} or go to the nearest hospital, and find a blood bank with stock in the Blood Banks directory.':
    ' अगर अभी किसी की जान खतरे में है, तो {{phone}} पर कॉल करें या नज़दीकी अस्पताल जाएँ, और ब्लड बैंक डायरेक्टरी में स्टॉक वाला ब्लड बैंक खोजें।',
  'You have searched for donors {{max}} times in the last hour, the most we allow. You can search again {{wait}}.{{elsewhere}}':
    'आपने पिछले एक घंटे में {{max}} बार डोनर खोजे हैं, जो हमारी तय सीमा है। आप {{wait}} फिर से खोज सकेंगे।{{elsewhere}}',
  'No known town within 50 km of this location.': 'इस जगह से 50 km के भीतर कोई जाना-पहचाना शहर नहीं मिला।',
  'The dashboard is for patients and donors.': 'डैशबोर्ड मरीज़ों और डोनर के लिए है।',

  // Notifications, reports, history.
  'All notifications marked as read.': 'सभी सूचनाएँ पढ़ी हुई मार्क कर दी गईं।',
  'Notification not found.': 'सूचना नहीं मिली।',
  'Thank you. Our coordinators will look at this.': 'धन्यवाद। हमारे कोऑर्डिनेटर इसे देखेंगे।',
  'We could not find that person.': 'हमें वह व्यक्ति नहीं मिला।',
  'We could not find that request.': 'हमें वह अनुरोध नहीं मिला।',
  'We could not find that message.': 'हमें वह संदेश नहीं मिला।',
  'You have sent many reports today. You can send another in about 1 hour, or write to our support e-mail.':
    'आज आप कई शिकायतें भेज चुके हैं। आप लगभग 1 घंटे बाद दूसरी भेज सकेंगे, या हमारे सहायता ईमेल पर लिखें।',
  'You have sent many reports today. You can send another in about {{hours}} hours, or write to our support e-mail.':
    'आज आप कई शिकायतें भेज चुके हैं। आप लगभग {{hours}} घंटे बाद दूसरी भेज सकेंगे, या हमारे सहायता ईमेल पर लिखें।',
  'History is kept for patients and donors.': 'हिस्ट्री मरीज़ों और डोनर के लिए रखी जाती है।',
  'Donation not found.': 'रक्तदान का रिकॉर्ड नहीं मिला।',
  'No certificate has this code.': 'इस कोड का कोई प्रमाणपत्र नहीं है।',

  // Blood banks: the directory, stock, donations confirmed by staff.
  'Too many searches. Please try again {{wait}}.': 'बहुत सारी खोजें हो गईं। कृपया {{wait}} फिर से कोशिश करें।',
  'Blood bank not found': 'ब्लड बैंक नहीं मिला',
  "Only this blood bank's staff can update its stock.": 'इस ब्लड बैंक का स्टॉक केवल इसी बैंक का स्टाफ़ अपडेट कर सकता है।',
  'Only blood bank staff have a blood bank to keep on RaktSetu.': 'RaktSetu पर ब्लड बैंक केवल ब्लड बैंक स्टाफ़ सँभालता है।',
  'This staff account is not linked to a blood bank. Ask the RaktSetu team to link it.':
    'यह स्टाफ़ खाता किसी ब्लड बैंक से जुड़ा नहीं है। इसे जोड़ने के लिए RaktSetu टीम से कहें।',
  'Stock updated': 'स्टॉक अपडेट हो गया',
  'Nothing was saved.': 'कुछ भी सेव नहीं हुआ।',
  'Line {{line}}: {{problem}}. Nothing was saved.': 'लाइन {{line}}: {{problem}}। कुछ भी सेव नहीं हुआ।',
  'Line {{line}}: {{problem}} (and 1 more line with problems). Nothing was saved.':
    'लाइन {{line}}: {{problem}} (और 1 लाइन में भी गड़बड़ी है)। कुछ भी सेव नहीं हुआ।',
  'Line {{line}}: {{problem}} (and {{more}} more lines with problems). Nothing was saved.':
    'लाइन {{line}}: {{problem}} (और {{more}} लाइनों में भी गड़बड़ी है)। कुछ भी सेव नहीं हुआ।',
  'Line {{line}}: {{problem}}': 'लाइन {{line}}: {{problem}}',
  'cannot be read': 'पढ़ी नहीं जा सकी',
  '"{{value}}" is not a blood group (use A+, A-, B+, B-, AB+, AB-, O+ or O-)':
    '"{{value}}" कोई ब्लड ग्रुप नहीं है (A+, A-, B+, B-, AB+, AB-, O+ या O- लिखें)',
  '"{{value}}" is not a component (use {{names}}, or its number 1–5)':
    '"{{value}}" कोई कंपोनेंट नहीं है ({{names}} या उसका नंबर 1–5 लिखें)',
  'units_available "{{units}}" must be a whole number from 0 to {{max}}':
    'units_available "{{units}}" 0 से {{max}} तक की पूर्ण संख्या होनी चाहिए',
  'the header names "{{column}}" twice; keep one column of each': 'हेडर में "{{column}}" दो बार है; हर कॉलम एक ही बार रखें',
  'expected the 3 columns {{columns}}': 'ये 3 कॉलम होने चाहिए: {{columns}}',
  'the file has no stock lines under its header': 'फ़ाइल में हेडर के नीचे स्टॉक की कोई लाइन नहीं है',
  'the header must be {{columns}}': 'हेडर {{columns}} होना चाहिए',
  'the file has {{count}} stock lines; at most {{max}} (8 groups × 5 components)':
    'फ़ाइल में स्टॉक की {{count}} लाइनें हैं; ज़्यादा से ज़्यादा {{max}} हो सकती हैं (8 ग्रुप × 5 कंपोनेंट)',
  '{{what}} is already on line {{line}}': '{{what}} लाइन {{line}} पर पहले से है',
  'CSV header names the column "{{column}}" twice': 'CSV हेडर में कॉलम "{{column}}" दो बार है',
  'CSV row {{row}} has {{count}} fields, expected {{expected}}':
    'CSV की पंक्ति {{row}} में {{count}} फ़ील्ड हैं, {{expected}} होने चाहिए',
  "Only this blood bank's staff can confirm donations given there.":
    'यहाँ दिए गए रक्तदान की पुष्टि केवल इसी ब्लड बैंक का स्टाफ़ कर सकता है।',
  'No donor is registered with that e-mail or phone.': 'इस ईमेल या फ़ोन से कोई डोनर पंजीकृत नहीं है।',
  'More than one donor is registered with that phone number. Enter the donor’s e-mail address instead.':
    'इस फ़ोन नंबर से एक से ज़्यादा डोनर पंजीकृत हैं। इसकी जगह डोनर का ईमेल पता लिखें।',
  'Donation date must be a date (YYYY-MM-DD) from today back to {{days}} days ago.':
    'रक्तदान की तारीख़ (YYYY-MM-DD) आज से लेकर {{days}} दिन पहले तक की होनी चाहिए।',
  "Already recorded: {{name}}'s donation at this bank on {{date}} is on file.":
    'पहले से दर्ज है: इस बैंक में {{date}} को {{name}} का रक्तदान रिकॉर्ड में है।',
  'Donation confirmed for {{name}} — it is now in their RaktSetu history.':
    '{{name}} के रक्तदान की पुष्टि हो गई — अब यह उनकी RaktSetu हिस्ट्री में है।',
  'You have confirmed {{max}} donations in the last hour, the most we allow. You can confirm more {{wait}}.':
    'आपने पिछले एक घंटे में {{max}} रक्तदानों की पुष्टि की है, जो हमारी तय सीमा है। आप {{wait}} और पुष्टि कर सकेंगे।',

  // Rewards.
  'Only the donor who earned these rewards can see them.': 'ये रिवॉर्ड केवल वही डोनर देख सकते हैं जिन्होंने इन्हें कमाया है।',
  'Only the donor can see their own referral link.': 'अपना रेफ़रल लिंक केवल डोनर खुद देख सकते हैं।',
  'Coupon not found.': 'कूपन नहीं मिला।',
  'Only the donor who earned this coupon can redeem it.': 'यह कूपन केवल वही डोनर इस्तेमाल कर सकते हैं जिन्होंने इसे कमाया है।',
  'This coupon was already redeemed on {{date}}.': 'यह कूपन {{date}} को पहले ही इस्तेमाल हो चुका है।',
  'This coupon expired on {{date}}.': 'इस कूपन की समय-सीमा {{date}} को खत्म हो गई।',
  'Coupon redeemed. Show this screen at the partner to claim your thank-you.':
    'कूपन इस्तेमाल हो गया। अपना धन्यवाद-उपहार पाने के लिए यह स्क्रीन पार्टनर को दिखाएँ।',
  'Only RaktSetu admins can manage reward partners and offers.': 'रिवॉर्ड पार्टनर और ऑफ़र केवल RaktSetu एडमिन सँभाल सकते हैं।',
  'Partner not found.': 'पार्टनर नहीं मिला।',
  'Offer not found.': 'ऑफ़र नहीं मिला।',
  '{{issued}} coupons of this offer were already issued, so the most that may be issued cannot be lower than {{issued}}.':
    'इस ऑफ़र के {{issued}} कूपन पहले ही जारी हो चुके हैं, इसलिए जारी करने की सीमा {{issued}} से कम नहीं हो सकती।',
  'Partner added': 'पार्टनर जोड़ दिया गया',
  'Partner saved': 'पार्टनर सेव हो गया',
  'Offer added': 'ऑफ़र जोड़ दिया गया',
  'Offer saved': 'ऑफ़र सेव हो गया',
};
