import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server says in features/coordinator (coordinator), by English msgid. */
export const MR_COORDINATOR: MessageCatalogue = {
  'Your staff account is waiting for a coordinator to verify it.':
    'तुमचे स्टाफ खाते अजून एखाद्या कोऑर्डिनेटरच्या पडताळणीची वाट पाहत आहे.',
  'Only RaktSetu coordinators can see and do this.': 'हे फक्त RaktSetu कोऑर्डिनेटर पाहू आणि करू शकतात.',
  'Blood Bridge not found.': 'ब्लड ब्रिज सापडला नाही.',
  'Report not found.': 'रिपोर्ट सापडली नाही.',
  'No blood bank staff account has this id.': 'या आयडीचे कोणतेही ब्लड बँक स्टाफ खाते नाही.',
  'Message sent to 1 donor.': 'संदेश 1 रक्तदात्याला पाठवला.',
  'Message sent to {{count}} donors.': 'संदेश {{count}} रक्तदात्यांना पाठवला.',
  'You have sent {{max}} bridge messages in the last hour, the most we allow. You can send more {{wait}}.':
    'तुम्ही गेल्या तासाभरात {{max}} ब्रिज संदेश पाठवले आहेत, ही आमची कमाल मर्यादा आहे. तुम्ही {{wait}} आणखी पाठवू शकाल.',
  'Report marked handled.': 'रिपोर्ट हाताळली म्हणून नोंदवली.',
  'Staff account verified: it can now change stock and confirm donations.':
    'स्टाफ खाते पडताळले: आता ते स्टॉक बदलू शकते आणि रक्तदानाची पुष्टी करू शकते.',
};
