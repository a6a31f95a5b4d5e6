import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import {
  DRUGS_AND_COSMETICS_RULES,
  NBTC_DONOR_SELECTION,
  NHM_HAEMOGLOBINOPATHIES,
  REVIEWED,
  RPWD_ACT,
  WHO_VOLUNTARY_DONATION,
} from '../sources.ts';

export const RIGHTS: KnowledgeArticle[] = [
  {
    id: 'free-blood-for-thalassemia',
    title: 'Blood is free for Thalassemia patients',
    topic: 'rights',
    audience: 'patient',
    body: prose`
      In India, licensed blood centres must give blood free of charge to people with Thalassemia. This is part of
      the national effort to support people with haemoglobin disorders, who need blood for life.

      Register your child at a Thalassemia day-care centre or a blood centre and keep proof of the diagnosis with
      you. Many government hospitals also give transfusion care and chelation medicines free.

      If a blood centre asks you to pay for blood, politely ask to speak to the medical officer in charge. If the
      problem is not solved, you can complain to your State Blood Transfusion Council.
    `,
    keywords: [
      'free blood',
      'muft khoon',
      'muft',
      'free of cost',
      'no charge',
      'blood charges',
      'paisa',
      'cost',
      'kharcha',
      'government scheme',
      'rights',
      'adhikar',
      'thalassemia free',
      'charging',
      'charged',
      'charges',
      'bill',
      'blood bank charging',
    ],
    related: ['How do I report someone selling blood?', 'Does Thalassemia count as a disability in India?'],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
  {
    id: 'paying-for-blood-is-illegal',
    title: 'Buying or selling blood is illegal',
    topic: 'rights',
    audience: 'all',
    body: prose`
      In India blood must come from voluntary donors who are not paid. Selling blood, buying it from a person, or
      paying a "professional donor" is against the law.

      This rule protects patients. People who give blood for money are more likely to hide illness, so their blood
      carries a higher risk of infections such as hepatitis and HIV. Voluntary, unpaid donors give the safest
      blood.

      Blood centres may charge processing fees in some cases, but never a price for the blood itself, and people
      with Thalassemia get blood free. If anyone offers to sell you blood or a donor, do not pay, and report it.
    `,
    keywords: [
      'sell blood',
      'buy blood',
      'khoon bechna',
      'khoon kharidna',
      'paid donor',
      'professional donor',
      'illegal',
      'gair kanooni',
      'money for blood',
      'paise dekar khoon',
      'blood price',
      'blood racket',
    ],
    related: ['Do blood donors ever ask for money?', 'How do I report someone selling blood?'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'donors-never-ask-for-money',
    title: 'Do blood donors ever ask for money?',
    topic: 'rights',
    audience: 'all',
    body: prose`
      No. A genuine blood donor never asks for money: not for the blood, not for travel, not as an "advance" and
      not by UPI or bank transfer. Someone who asks for money before donating is very likely running a scam.

      Never send money to a stranger who promises blood. Arrange the donation at a licensed blood centre or
      hospital, where the donor gives blood directly to the centre.

      RaktSetu never asks you for money for blood, and its rewards for donors are non-cash thank-yous from
      partners. If someone asks you for money, stop contact and report it.
    `,
    keywords: [
      'donor asking money',
      'scam',
      'fraud',
      'dhokha',
      'UPI',
      'advance payment',
      'paise maang raha',
      'fake donor',
      'money',
      'paisa',
      'cheat',
      'thagi',
    ],
    related: ['How do I report someone selling blood?', 'Are RaktSetu rewards cash?'],
    source: WHO_VOLUNTARY_DONATION,
    reviewed: REVIEWED,
  },
  {
    id: 'how-to-report-blood-selling',
    title: 'How do I report someone selling blood?',
    topic: 'rights',
    audience: 'all',
    body: prose`
      Keep the evidence: screenshots of messages, phone numbers, payment requests and names.

      At a blood centre or hospital, first tell the medical officer or the in-charge of the blood centre. You can
      also complain to your State Blood Transfusion Council, and to the State Drugs Control department, which
      licenses blood centres.

      Selling blood and cheating people is a crime, so you can go to the police. For fraud over the phone or
      online, call the national cyber crime helpline 1930 or report it at cybercrime.gov.in.

      If the patient needs blood urgently, do not wait: go to the nearest licensed blood centre or hospital.
    `,
    keywords: [
      'report',
      'complaint',
      'shikayat',
      'police',
      'SBTC',
      'state blood transfusion council',
      'drug controller',
      'cyber crime',
      '1930',
      'where to complain',
      'blood selling report',
    ],
    related: ['Do blood donors ever ask for money?', 'Blood is free for Thalassemia patients?'],
    source: DRUGS_AND_COSMETICS_RULES,
    reviewed: REVIEWED,
  },
  {
    id: 'disability-rights',
    title: 'Does Thalassemia count as a disability in India?',
    topic: 'rights',
    audience: 'patient',
    body: prose`
      Yes. The Rights of Persons with Disabilities Act, 2016 lists Thalassemia, along with haemophilia and sickle
      cell disease, among the blood disorders counted as disabilities.

      A disability certificate is issued after assessment by a government medical board; the district hospital or
      the social welfare office can tell you how to apply in your state, often through the national UDID card
      portal.

      What the certificate gives depends on the assessment and on state and central schemes, and may include help
      in education, jobs, travel and pensions. Ask your Thalassemia society; they often help families with the
      papers.
    `,
    keywords: [
      'disability',
      'viklang',
      'divyang',
      'disability certificate',
      'UDID',
      'RPwD',
      'government benefits',
      'pension',
      'reservation',
      'sarkari yojana',
      'scheme',
      'certificate',
    ],
    related: ['Blood is free for Thalassemia patients?', 'School life with Thalassemia?'],
    interests: ['school'],
    source: RPWD_ACT,
    reviewed: REVIEWED,
  },
];
