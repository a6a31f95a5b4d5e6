import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server's features say: requests and SOS, donor search, blood banks, rewards, history. */
export const MR_SERVICES: MessageCatalogue = {
  // Who may answer a request (features/requests/donor-reach.ts).
  'This request no longer needs donors.': 'या विनंतीला आता डोनरची गरज नाही.',
  'Your blood group cannot be given for this request.': 'तुमचा रक्तगट या विनंतीसाठी देता येत नाही.',
  'You are not available for requests. Turn on “Available for SOS” in your profile to answer requests near you.':
    'तुम्ही सध्या विनंत्यांसाठी उपलब्ध नाही. जवळच्या विनंत्यांना उत्तर देण्यासाठी प्रोफाइलमध्ये “SOS सूचनांसाठी उपलब्ध” सुरू करा.',
  'Save your location in your profile so we can match you with requests near you.':
    'तुमच्या प्रोफाइलमध्ये तुमचे स्थान सेव्ह करा, म्हणजे आम्ही तुम्हाला जवळच्या विनंत्यांशी जोडू शकू.',
  'This request has no location, so it can only be answered by donors who were alerted.':
    'या विनंतीला स्थान नाही, त्यामुळे ज्या डोनरना सूचना पाठवली होती तेच उत्तर देऊ शकतात.',
  'This request does not reach your saved location. You can answer it if its search widens to reach you.':
    'ही विनंती तुमच्या सेव्ह केलेल्या स्थानापर्यंत पोहोचत नाही. तिचा शोध वाढून तुमच्यापर्यंत आला, तर तुम्ही उत्तर देऊ शकाल.',
  'You saved your location after this request was made. To keep patients safe, a new location counts for earlier requests after 24 hours; you will still be alerted for new ones.':
    'ही विनंती झाल्यानंतर तुम्ही तुमचे स्थान सेव्ह केले. रुग्णांच्या सुरक्षेसाठी नवीन स्थान आधीच्या विनंत्यांना 24 तासांनंतर लागू होते; नवीन विनंत्यांच्या सूचना तुम्हाला मिळत राहतील.',
  'You cannot donate yet: you can donate again from {{date}}.':
    'तुम्ही अजून रक्तदान करू शकत नाही: {{date}} पासून तुम्ही पुन्हा रक्तदान करू शकाल.',
  'You are not eligible to donate right now (age, weight or haemoglobin).':
    'तुम्ही सध्या रक्तदानासाठी पात्र नाही (वय, वजन किंवा हिमोग्लोबिनमुळे).',

  // How many requests a patient may raise (features/requests/request-limits.ts).
  'If a life is at risk right now, call 112 or go to the nearest hospital, and find a blood bank with stock in the Blood Banks directory.':
    'आत्ता कोणाचा जीव धोक्यात असल्यास 112 वर कॉल करा किंवा जवळच्या रुग्णालयात जा, आणि ब्लड बँक यादीत साठा असलेली ब्लड बँक शोधा.',
  'You have created {{count}} requests in the last 24 hours, the most we allow. You can create another from {{time}} IST (in about 1 hour). {{elsewhere}}':
    'तुम्ही गेल्या 24 तासांत {{count}} विनंत्या केल्या आहेत, ही आमची कमाल मर्यादा आहे. {{time}} IST पासून (सुमारे 1 तासाने) तुम्ही नवीन विनंती करू शकाल. {{elsewhere}}',
  'You have created {{count}} requests in the last 24 hours, the most we allow. You can create another from {{time}} IST (in about {{hours}} hours). {{elsewhere}}':
    'तुम्ही गेल्या 24 तासांत {{count}} विनंत्या केल्या आहेत, ही आमची कमाल मर्यादा आहे. {{time}} IST पासून (सुमारे {{hours}} तासांनी) तुम्ही नवीन विनंती करू शकाल. {{elsewhere}}',
  'You already have an open SOS': 'तुमचा एक SOS आधीच सुरू आहे',
  'You already have {{count}} open SOS requests': 'तुमच्या {{count}} SOS विनंत्या आधीच सुरू आहेत',
  '{{held}}, and donors are being alerted for it. Mark one fulfilled or cancel it to raise another. {{elsewhere}}':
    '{{held}}, आणि त्यासाठी डोनरना सूचना पाठवल्या जात आहेत. नवीन SOS पाठवण्यासाठी तो पूर्ण झाल्याचे नोंदवा किंवा रद्द करा. {{elsewhere}}',
  '{{held}}, and donors are being alerted for them. Mark one fulfilled or cancel it to raise another. {{elsewhere}}':
    '{{held}}, आणि त्यांच्यासाठी डोनरना सूचना पाठवल्या जात आहेत. नवीन SOS पाठवण्यासाठी एखादा पूर्ण झाल्याचे नोंदवा किंवा रद्द करा. {{elsewhere}}',
  '{{held}}, and donors are being alerted for it. Mark one fulfilled or cancel it to raise another. Verify your e-mail address to hold up to {{max}} at once. {{elsewhere}}':
    '{{held}}, आणि त्यासाठी डोनरना सूचना पाठवल्या जात आहेत. नवीन SOS पाठवण्यासाठी तो पूर्ण झाल्याचे नोंदवा किंवा रद्द करा. ईमेल पत्ता पडताळल्यास तुम्ही एका वेळी {{max}} SOS पर्यंत ठेवू शकाल. {{elsewhere}}',
  '{{held}}, and donors are being alerted for them. Mark one fulfilled or cancel it to raise another. Verify your e-mail address to hold up to {{max}} at once. {{elsewhere}}':
    '{{held}}, आणि त्यांच्यासाठी डोनरना सूचना पाठवल्या जात आहेत. नवीन SOS पाठवण्यासाठी एखादा पूर्ण झाल्याचे नोंदवा किंवा रद्द करा. ईमेल पत्ता पडताळल्यास तुम्ही एका वेळी {{max}} SOS पर्यंत ठेवू शकाल. {{elsewhere}}',

  // Donor search.
  'Donor search is for patients and their families. To keep every donor safe, donors cannot list other donors.':
    'डोनर शोध रुग्ण आणि त्यांच्या कुटुंबीयांसाठी आहे. प्रत्येक डोनरच्या सुरक्षेसाठी डोनर इतर डोनरची यादी पाहू शकत नाहीत.',
  'Donor search is for patients and their families. Coordinators reach donors through the Blood Bridges and the SOS requests on the coordinator page.':
    'डोनर शोध रुग्ण आणि त्यांच्या कुटुंबीयांसाठी आहे. समन्वयक, समन्वयक पानावरील ब्लड ब्रिज आणि SOS विनंत्यांमधून डोनरपर्यंत पोहोचतात.',
  "Donor search is for patients and their families. Blood-bank staff keep their bank's stock current instead.":
    'डोनर शोध रुग्ण आणि त्यांच्या कुटुंबीयांसाठी आहे. ब्लड बँक कर्मचाऱ्यांनी त्याऐवजी स्वतःच्या बँकेचा साठा अद्ययावत ठेवावा.',
  'Choose the blood group you need: your profile does not have one.':
    'तुम्हाला हवा असलेला रक्तगट निवडा: तुमच्या प्रोफाइलमध्ये रक्तगट नाही.',
  'We couldn\'t find the town "{{town}}". Check the spelling or share your location.':
    'आम्हाला "{{town}}" हे गाव सापडले नाही. स्पेलिंग तपासा किंवा तुमचे स्थान शेअर करा.',
  'Choose a city or share your location to search for donors near you.':
    'जवळचे डोनर शोधण्यासाठी एखादे शहर निवडा किंवा तुमचे स्थान शेअर करा.',
  'Found 1 donor': '1 डोनर सापडला',
  'Found {{count}} donors': '{{count}} डोनर सापडले',
  ' If a life is at risk right now, call {{phone}} or go to the nearest hospital, and find a blood bank with stock in the Blood Banks directory.':
    ' आत्ता कोणाचा जीव धोक्यात असल्यास {{phone}} वर कॉल करा किंवा जवळच्या रुग्णालयात जा, आणि ब्लड बँक यादीत साठा असलेली ब्लड बँक शोधा.',
  'You have searched for donors {{max}} times in the last hour, the most we allow. You can search again {{wait}}.{{elsewhere}}':
    'तुम्ही गेल्या तासाभरात {{max}} वेळा डोनर शोधले आहेत, ही आमची कमाल मर्यादा आहे. तुम्ही {{wait}} पुन्हा शोधू शकाल.{{elsewhere}}',
  'No known town within 50 km of this location.': 'या ठिकाणापासून 50 km च्या आत कोणतेही ओळखीचे गाव सापडले नाही.',
  'The dashboard is for patients and donors.': 'डॅशबोर्ड रुग्ण आणि डोनरसाठी आहे.',

  // Notifications, reports, history.
  'All notifications marked as read.': 'सर्व सूचना वाचलेल्या म्हणून नोंदवल्या.',
  'Notification not found.': 'सूचना सापडली नाही.',
  'Thank you. Our coordinators will look at this.': 'धन्यवाद. आमचे समन्वयक याकडे लक्ष देतील.',
  'We could not find that person.': 'आम्हाला ती व्यक्ती सापडली नाही.',
  'We could not find that request.': 'आम्हाला ती विनंती सापडली नाही.',
  'We could not find that message.': 'आम्हाला तो संदेश सापडला नाही.',
  'You have sent many reports today. You can send another in about 1 hour, or write to our support e-mail.':
    'आज तुम्ही अनेक तक्रारी पाठवल्या आहेत. सुमारे 1 तासाने तुम्ही आणखी एक पाठवू शकाल, किंवा आमच्या सहाय्य ईमेलवर लिहा.',
  'You have sent many reports today. You can send another in about {{hours}} hours, or write to our support e-mail.':
    'आज तुम्ही अनेक तक्रारी पाठवल्या आहेत. सुमारे {{hours}} तासांनी तुम्ही आणखी एक पाठवू शकाल, किंवा आमच्या सहाय्य ईमेलवर लिहा.',
  'History is kept for patients and donors.': 'इतिहास रुग्ण आणि डोनरसाठी ठेवला जातो.',
  'Donation not found.': 'रक्तदानाची नोंद सापडली नाही.',
  'No certificate has this code.': 'या कोडचे कोणतेही प्रमाणपत्र नाही.',

  // Blood banks: the directory, stock, donations confirmed by staff.
  'Too many searches. Please try again {{wait}}.': 'खूप जास्त शोध झाले. कृपया {{wait}} पुन्हा प्रयत्न करा.',
  'Blood bank not found': 'ब्लड बँक सापडली नाही',
  "Only this blood bank's staff can update its stock.": 'या ब्लड बँकेचा साठा फक्त याच बँकेचे कर्मचारी अपडेट करू शकतात.',
  'Only blood bank staff have a blood bank to keep on RaktSetu.':
    'RaktSetu वर ब्लड बँक सांभाळण्याचे काम फक्त ब्लड बँक कर्मचाऱ्यांचे आहे.',
  'This staff account is not linked to a blood bank. Ask the RaktSetu team to link it.':
    'हे कर्मचारी खाते कोणत्याही ब्लड बँकेशी जोडलेले नाही. ते जोडण्यासाठी RaktSetu टीमला सांगा.',
  'Stock updated': 'साठा अपडेट झाला',
  'Nothing was saved.': 'काहीही सेव्ह झाले नाही.',
  'Line {{line}}: {{problem}}. Nothing was saved.': 'ओळ {{line}}: {{problem}}. काहीही सेव्ह झाले नाही.',
  'Line {{line}}: {{problem}} (and 1 more line with problems). Nothing was saved.':
    'ओळ {{line}}: {{problem}} (आणखी 1 ओळीत चूक आहे). काहीही सेव्ह झाले नाही.',
  'Line {{line}}: {{problem}} (and {{more}} more lines with problems). Nothing was saved.':
    'ओळ {{line}}: {{problem}} (आणखी {{more}} ओळींमध्ये चुका आहेत). काहीही सेव्ह झाले नाही.',
  'Line {{line}}: {{problem}}': 'ओळ {{line}}: {{problem}}',
  'cannot be read': 'वाचता येत नाही',
  '"{{value}}" is not a blood group (use A+, A-, B+, B-, AB+, AB-, O+ or O-)':
    '"{{value}}" हा रक्तगट नाही (A+, A-, B+, B-, AB+, AB-, O+ किंवा O- लिहा)',
  '"{{value}}" is not a component (use {{names}}, or its number 1–5)':
    '"{{value}}" हा घटक नाही ({{names}} किंवा त्याचा क्रमांक 1–5 लिहा)',
  'units_available "{{units}}" must be a whole number from 0 to {{max}}':
    'units_available "{{units}}" ही 0 ते {{max}} पर्यंतची पूर्ण संख्या असावी',
  'the header names "{{column}}" twice; keep one column of each': 'हेडरमध्ये "{{column}}" दोनदा आहे; प्रत्येक स्तंभ एकदाच ठेवा',
  'expected the 3 columns {{columns}}': 'हे 3 स्तंभ अपेक्षित आहेत: {{columns}}',
  'the file has no stock lines under its header': 'फाइलमध्ये हेडरखाली साठ्याची एकही ओळ नाही',
  'the header must be {{columns}}': 'हेडर {{columns}} असावा',
  'the file has {{count}} stock lines; at most {{max}} (8 groups × 5 components)':
    'फाइलमध्ये साठ्याच्या {{count}} ओळी आहेत; जास्तीत जास्त {{max}} चालतात (8 गट × 5 घटक)',
  '{{what}} is already on line {{line}}': '{{what}} आधीच ओळ {{line}} वर आहे',
  'CSV header names the column "{{column}}" twice': 'CSV हेडरमध्ये "{{column}}" हा स्तंभ दोनदा आहे',
  'CSV row {{row}} has {{count}} fields, expected {{expected}}':
    'CSV च्या ओळ {{row}} मध्ये {{count}} फील्ड आहेत, {{expected}} अपेक्षित आहेत',
  "Only this blood bank's staff can confirm donations given there.":
    'येथे दिलेल्या रक्तदानाची पुष्टी फक्त याच ब्लड बँकेचे कर्मचारी करू शकतात.',
  'No donor is registered with that e-mail or phone.': 'त्या ईमेल किंवा फोनने कोणताही डोनर नोंदलेला नाही.',
  'More than one donor is registered with that phone number. Enter the donor’s e-mail address instead.':
    'त्या फोन नंबरने एकापेक्षा जास्त डोनर नोंदलेले आहेत. त्याऐवजी डोनरचा ईमेल पत्ता लिहा.',
  'Donation date must be a date (YYYY-MM-DD) from today back to {{days}} days ago.':
    'रक्तदानाची तारीख (YYYY-MM-DD) आजपासून {{days}} दिवस आधीपर्यंतची असावी.',
  "Already recorded: {{name}}'s donation at this bank on {{date}} is on file.":
    'आधीच नोंदले आहे: {{name}} यांचे {{date}} रोजीचे या बँकेतील रक्तदान नोंदीत आहे.',
  'Donation confirmed for {{name}} — it is now in their RaktSetu history.':
    '{{name}} यांच्या रक्तदानाची पुष्टी झाली — ते आता त्यांच्या RaktSetu इतिहासात आहे.',
  'You have confirmed {{max}} donations in the last hour, the most we allow. You can confirm more {{wait}}.':
    'तुम्ही गेल्या तासाभरात {{max}} रक्तदानांची पुष्टी केली आहे, ही आमची कमाल मर्यादा आहे. तुम्ही {{wait}} आणखी पुष्टी करू शकाल.',

  // Rewards.
  'Only the donor who earned these rewards can see them.': 'ही बक्षिसे ज्या डोनरने मिळवली, फक्त तोच ती पाहू शकतो.',
  'Only the donor can see their own referral link.': 'रेफरल लिंक फक्त तो डोनरच पाहू शकतो.',
  'Coupon not found.': 'कूपन सापडले नाही.',
  'Only the donor who earned this coupon can redeem it.': 'हे कूपन ज्या डोनरने मिळवले, फक्त तोच ते वापरू शकतो.',
  'This coupon was already redeemed on {{date}}.': 'हे कूपन {{date}} रोजी आधीच वापरले गेले आहे.',
  'This coupon expired on {{date}}.': 'या कूपनची मुदत {{date}} रोजी संपली.',
  'Coupon redeemed. Show this screen at the partner to claim your thank-you.':
    'कूपन वापरले गेले. तुमची धन्यवाद-भेट मिळवण्यासाठी ही स्क्रीन पार्टनरला दाखवा.',
  'Only RaktSetu admins can manage reward partners and offers.': 'बक्षीस पार्टनर आणि ऑफर फक्त RaktSetu ॲडमिन सांभाळू शकतात.',
  'Partner not found.': 'पार्टनर सापडला नाही.',
  'Offer not found.': 'ऑफर सापडली नाही.',
  '{{issued}} coupons of this offer were already issued, so the most that may be issued cannot be lower than {{issued}}.':
    'या ऑफरची {{issued}} कूपन आधीच दिली गेली आहेत, त्यामुळे देण्याची कमाल मर्यादा {{issued}} पेक्षा कमी असू शकत नाही.',
  'Partner added': 'पार्टनर जोडला',
  'Partner saved': 'पार्टनर सेव्ह झाला',
  'Offer added': 'ऑफर जोडली',
  'Offer saved': 'ऑफर सेव्ह झाली',
};
