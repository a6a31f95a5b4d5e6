import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { REVIEWED, TELE_MANAS, TIF_TDT } from '../sources.ts';

export const MENTAL_HEALTH: KnowledgeArticle[] = [
  {
    id: 'child-feelings',
    title: 'Helping a child with Thalassemia with their feelings',
    topic: 'mental-health',
    audience: 'patient',
    body: prose`
      Living with needles, hospital days and daily medicine is hard. Children may feel angry, scared, sad or
      different from their friends. These feelings are normal.

      Talk openly, in words that suit the child's age. Children cope better when they understand what is happening
      and have some say, such as choosing which arm to use or what to bring to the transfusion.

      Meeting other children with Thalassemia, through a parents' society or a day-care centre, shows them they
      are not alone. Praise courage, not only results. If a child stays sad, withdrawn or stops eating or sleeping
      well, talk to the doctor or a counsellor.
    `,
    keywords: [
      'feelings',
      'sad child',
      'scared',
      'fear of needles',
      'darr',
      'anger',
      'gussa',
      'udaas',
      'emotions',
      'child mental health',
      'counsellor',
      'depression child',
      'lonely',
    ],
    related: [
      'How can parents cope with the stress of caring?',
      'How can teenagers cope with treatment?',
      'Where can we get mental health help?',
    ],
    interests: ['mental wellness', 'music', 'reading'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'caregiver-stress',
    title: 'How can parents cope with the stress of caring?',
    topic: 'mental-health',
    audience: 'patient',
    body: prose`
      Caring for a child with Thalassemia means hospital visits, finding donors, medicines, costs and worry. Many
      parents feel tired, anxious or guilty. Please remember: Thalassemia is nobody's fault.

      Share the work: let the other parent, grandparents or friends take some tasks, like finding donors or going
      to the transfusion. Join a Thalassemia parents' group; people who have been through it understand and share
      practical tips.

      Look after your own sleep, food and health too. A tired parent cannot care well. If you feel hopeless or
      cannot cope, talk to someone. Tele-MANAS, the free government helpline, is at 14416 or 1-800-891-4416.
    `,
    keywords: [
      'parent stress',
      'caregiver',
      'tension',
      'thak gaye',
      'tired parent',
      'guilt',
      'worried',
      'chinta',
      'burnout',
      'mother stress',
      'father stress',
      'support group',
      'coping',
    ],
    related: ['Where can we get mental health help?', 'How can I find donors for my child on RaktSetu?'],
    interests: ['mental wellness', 'meditation', 'yoga'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'tele-manas',
    title: 'Where can we get mental health help?',
    topic: 'mental-health',
    audience: 'all',
    body: prose`
      Tele-MANAS is the Government of India's free mental health helpline. Call 14416 or 1-800-891-4416, at any
      hour of the day or night. Trained counsellors speak many Indian languages, and they can connect you to a
      mental health professional near you.

      You can call for yourself or for someone you care about: for stress, sadness, worry, sleep problems, or when
      life feels too much.

      If you or someone near you may be in danger of self-harm, do not stay alone: stay with a person you trust
      and call 112 or go to the nearest hospital now.
    `,
    keywords: [
      'tele manas',
      'telemanas',
      'helpline',
      'mental health',
      'counselling',
      'depression',
      'anxiety',
      'suicide',
      'self harm',
      'hopeless',
      'man nahi lagta',
      'jeene ka mann nahi',
      'pareshan',
      'mann',
      '14416',
    ],
    related: ['How can parents cope with the stress of caring?', 'How can I help my child with their feelings?'],
    interests: ['mental wellness'],
    source: TELE_MANAS,
    reviewed: REVIEWED,
  },
  {
    id: 'teens-and-treatment',
    title: 'How can teenagers cope with treatment?',
    topic: 'mental-health',
    audience: 'patient',
    body: prose`
      The teenage years are when many young people with Thalassemia get tired of treatment. They may skip
      chelation, hide their condition from friends, or worry about height, looks and late puberty.

      Lectures rarely help. Listening does. Give teens more control over their own care step by step, let them
      speak to the doctor alone for part of the visit, and involve them in decisions.

      Friends with Thalassemia, youth groups and role models who are doing well can be a strong support. Talk to
      the doctor if a teenager seems low for weeks, stops medicines, or talks about giving up.
    `,
    keywords: [
      'teenager',
      'teen',
      'adolescent',
      'young adult',
      'body image',
      'friends',
      'skip medicine',
      'treatment fatigue',
      'rebellious',
      'confidence',
      'college student',
    ],
    related: [
      'How do we manage daily chelation?',
      'Growth and puberty: when to worry?',
      'Where can we get mental health help?',
    ],
    interests: ['mental wellness', 'music', 'sports'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'siblings-and-family',
    title: 'Brothers, sisters and the wider family',
    topic: 'mental-health',
    audience: 'patient',
    body: prose`
      When one child needs a lot of care, brothers and sisters can feel left out, jealous or worried. Explain
      Thalassemia to them simply, give each child some time alone with a parent, and let them help in small ways
      if they want to.

      Brothers and sisters should have a carrier test. They can also be HLA-typed, because a matching sibling may
      be a bone marrow donor.

      Relatives sometimes blame one parent or suggest "cures". Sharing clear information, and even bringing them to
      a doctor's visit, can help the whole family support the child.
    `,
    keywords: [
      'siblings',
      'brother',
      'sister',
      'bhai',
      'behan',
      'family',
      'parivar',
      'relatives',
      'rishtedar',
      'jealous',
      'blame',
      'grandparents',
      'dadi',
      'nani',
    ],
    related: ['Can a bone marrow transplant cure Thalassemia?', 'Where can I get a carrier test?'],
    interests: ['mental wellness'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
];
