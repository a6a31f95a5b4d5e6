import type { KnowledgeArticle } from './article.ts';

type Source = KnowledgeArticle['source'];

/** The day a person last checked every article against its source. */
export const REVIEWED = '2026-11-23';

export const TIF_TDT: Source = {
  organisation: 'Thalassaemia International Federation',
  document: 'Guidelines for the Management of Transfusion Dependent Thalassaemia (TDT), 4th edition',
  year: 2021,
};

export const TIF_NTDT: Source = {
  organisation: 'Thalassaemia International Federation',
  document: 'Guidelines for the Management of Non-Transfusion Dependent Thalassaemia (NTDT), 2nd edition',
  year: 2017,
};

export const NHM_HAEMOGLOBINOPATHIES: Source = {
  organisation: 'National Health Mission, Ministry of Health and Family Welfare, Government of India',
  document:
    'Prevention and Control of Hemoglobinopathies in India: Thalassemias, Sickle Cell Disease and other Variant Hemoglobins',
  year: 2016,
};

export const NBTC_DONOR_SELECTION: Source = {
  organisation: 'National Blood Transfusion Council, Ministry of Health and Family Welfare, Government of India',
  document: 'Guidelines for Blood Donor Selection & Blood Donor Referral',
  year: 2017,
};

export const WHO_DONOR_SELECTION: Source = {
  organisation: 'World Health Organization',
  document: 'Blood Donor Selection: Guidelines on Assessing Donor Suitability for Blood Donation',
  year: 2012,
};

export const WHO_VOLUNTARY_DONATION: Source = {
  organisation: 'World Health Organization and International Federation of Red Cross and Red Crescent Societies',
  document: 'Towards 100% Voluntary Blood Donation: A Global Framework for Action',
  year: 2010,
};

export const DRUGS_AND_COSMETICS_RULES: Source = {
  organisation: 'Ministry of Health and Family Welfare, Government of India',
  document:
    'Drugs and Cosmetics Rules, 1945, as amended by the Drugs and Cosmetics (Second Amendment) Rules, 2020 (blood centres)',
  year: 2020,
};

export const RPWD_ACT: Source = {
  organisation: 'Ministry of Law and Justice, Government of India',
  document: 'The Rights of Persons with Disabilities Act, 2016',
  year: 2016,
};

export const TELE_MANAS: Source = {
  organisation: 'Ministry of Health and Family Welfare, Government of India',
  document: 'Tele-MANAS: National Tele Mental Health Programme',
  year: 2022,
};

/** The app's own behaviour, as the project documents it for its users. */
export const RAKTSETU_GUIDE: Source = {
  organisation: 'RaktSetu',
  document: 'RaktSetu product guide',
  year: 2026,
};
