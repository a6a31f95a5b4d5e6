import type { Translation } from './define-area.ts';

/**
 * Reference data the server keeps in English (the database's names): blood components. One name per component
 * and language, the same the server's e-mails and notices use (apps/server/src/lib/blood-words.ts) and the
 * compatibility guide's captions, so a notice and the page it opens agree. Blood groups (A+, O-) stay as they are.
 */
export const en = {
  reference: {
    components: {
      wholeBlood: 'Whole Blood',
      packedRedCells: 'Packed Red Blood Cells',
      platelets: 'Platelets',
      plasma: 'Plasma',
      cryoprecipitate: 'Cryoprecipitate',
    },
  },
};

export const hi: Translation<typeof en> = {
  reference: {
    components: {
      wholeBlood: 'होल ब्लड',
      packedRedCells: 'पैक्ड रेड सेल (PRBC)',
      platelets: 'प्लेटलेट्स',
      plasma: 'प्लाज़्मा',
      cryoprecipitate: 'क्रायोप्रेसिपिटेट',
    },
  },
};

export const mr: Translation<typeof en> = {
  reference: {
    components: {
      wholeBlood: 'होल ब्लड',
      packedRedCells: 'पॅक्ड रेड सेल (PRBC)',
      platelets: 'प्लेटलेट्स',
      plasma: 'प्लाझ्मा',
      cryoprecipitate: 'क्रायोप्रेसिपिटेट',
    },
  },
};
