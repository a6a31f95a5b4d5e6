/** Reference data and business constants (see docs/product.md), written once for server and web. */

/** Blood groups in their fixed order; the id is the position (1–8) and never changes. */
export const BLOOD_GROUPS = [
  { blood_group_id: 1, group_name: 'A+' },
  { blood_group_id: 2, group_name: 'A-' },
  { blood_group_id: 3, group_name: 'B+' },
  { blood_group_id: 4, group_name: 'B-' },
  { blood_group_id: 5, group_name: 'AB+' },
  { blood_group_id: 6, group_name: 'AB-' },
  { blood_group_id: 7, group_name: 'O+' },
  { blood_group_id: 8, group_name: 'O-' },
] as const;

export type BloodGroupName = (typeof BLOOD_GROUPS)[number]['group_name'];

/** Blood components with ids 1–5. */
export const BLOOD_COMPONENTS = [
  { component_id: 1, component_name: 'Whole Blood' },
  { component_id: 2, component_name: 'Packed Red Blood Cells' },
  { component_id: 3, component_name: 'Platelets' },
  { component_id: 4, component_name: 'Plasma' },
  { component_id: 5, component_name: 'Cryoprecipitate' },
] as const;

export type BloodComponentName = (typeof BLOOD_COMPONENTS)[number]['component_name'];

/**
 * Every role. Patients and donors sign themselves up; blood-bank staff, coordinators and admins are created with
 * a command (`npm run staff:add`, `npm run coordinator:add`, `npm run admin:add`), never by self-registration.
 */
export const USER_TYPES = ['Patient', 'Donor', 'BloodBankStaff', 'Coordinator', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const SELF_REGISTERED_USER_TYPES = ['Patient', 'Donor'] as const;
export type SelfRegisteredUserType = (typeof SELF_REGISTERED_USER_TYPES)[number];

export const BLOOD_BANK_CATEGORIES = ['Government', 'Private', 'Charitable/Voluntary'] as const;
export type BloodBankCategory = (typeof BLOOD_BANK_CATEGORIES)[number];

/** Blood-bank stock: a figure is fresh for a day, stale for a week, then unknown (never shown as a number). */
export const STOCK_FRESH_HOURS = 24;
export const STOCK_STALE_DAYS = 7;
/** The most units of one group and component a bank may declare; more is a typing slip, not a stock. */
export const STOCK_UNITS_MAX = 5_000;
/** Directory: how many banks one search returns by default and at most, and the radius bounds (km). */
export const BLOOD_BANK_LIST_DEFAULT = 20;
export const BLOOD_BANK_LIST_MAX = 100;
export const BLOOD_BANK_RADIUS_MAX_KM = 200;
/** Donor search: the most donors one search shows. */
export const DONOR_SEARCH_MAX_RESULTS = 50;
/** Emergency number for India (ambulance, police, fire). */
export const EMERGENCY_PHONE = '112';

export const REQUEST_STATUSES = ['Open', 'In Progress', 'Fulfilled', 'Cancelled'] as const;
export const REQUEST_URGENCIES = ['Scheduled', 'Urgent', 'SOS'] as const;
export const NOTIFICATION_STATUSES = ['Sent', 'Read', 'Accepted', 'Declined'] as const;
export const COUPON_STATUSES = ['Issued', 'Redeemed', 'Expired'] as const;

/** HTTP client behaviour. */
export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 30_000;
export const API_MAX_RETRIES = 3;
export const API_RETRY_BASE_DELAY_MS = 1_000;
/** Header that makes a non-idempotent POST safe to retry: the server answers a repeated key with the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Requests and search. */
export const UNITS_REQUIRED_MIN = 1;
export const UNITS_REQUIRED_MAX = 10;
export const DEFAULT_URGENCY = 'Urgent';
export const SEARCH_RADIUS_OPTIONS_KM = [5, 10, 25, 50] as const;
export const DEFAULT_SEARCH_RADIUS_KM = 10;
/** SOS first reaches donors within this distance, then widens if nobody accepts. */
export const SOS_RADII_KM = [15, 25, 50] as const;
export const SOS_WIDEN_AFTER_MS = 5 * 60 * 1000;
export const EARTH_RADIUS_KM = 6371;

/** Landing page: the headline figures it shows and their count-up timing. */
export const LANDING_STATS = {
  livesSaved: 1247,
  activeDonors: 892,
  emergencyRequests: 156,
  citiesCovered: 25,
} as const;
export const LANDING_COUNT_DELAY_MS = 500;
export const LANDING_COUNT_TICK_MS = 20;
export const LANDING_COUNT_STEPS = 100;

/** Timing of redirects after success. */
export const RESET_REDIRECT_DELAY_MS = 3_000;
export const REQUEST_CREATED_REDIRECT_DELAY_MS = 2_000;

/** Location reading. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_PRECISE_MS = 60_000;
export const GEOLOCATION_MAX_AGE_QUICK_MS = 5 * 60_000;

/** CareBot: the interests offered as chips on the My Interests tab (lower-case, as they are saved). */
export const CAREBOT_SUGGESTED_INTERESTS = [
  'healthy eating',
  'low-iron recipes',
  'cooking',
  'yoga',
  'walking',
  'swimming',
  'cricket',
  'football',
  'badminton',
  'cycling',
  'meditation',
  'music',
  'dance',
  'reading',
  'writing',
  'drawing',
  'painting',
  'photography',
  'gardening',
  'travel',
  'movies',
  'board games',
  'video games',
  'school life',
  'college',
  'career',
  'parenting',
  'family time',
  'pets',
  'volunteering',
  'blood donation',
  'thalassemia research',
  'mental wellbeing',
  'sleep',
  'science',
  'technology',
  'history',
] as const;
/** The widget's quick questions: a tap fills the input, the user sends. */
export const CAREBOT_WIDGET_QUESTIONS = [
  'What is Thalassemia?',
  'How often should I donate blood?',
  'What should I eat before donation?',
] as const;
/** The page's quick questions: a tap asks at once. */
export const CAREBOT_PAGE_QUESTIONS = [
  'What is Thalassemia?',
  'How often are blood transfusions needed?',
  'What does a high ferritin level mean?',
  'What should a Thalassemia patient eat?',
  'Who can donate blood in India?',
  'How should I look after myself after donating blood?',
] as const;
/** How many past chats the CareBot page and the widget show on opening. */
export const CAREBOT_HISTORY_PAGE_LIMIT = 20;
export const CAREBOT_HISTORY_WIDGET_LIMIT = 5;

export const COUPON_EXPIRING_WINDOW_DAYS = 7;
export const SUPPORT_EMAIL = 'support@raktsetu.org';

/**
 * Blood Bridge (docs/product.md "Blood Bridge"): a patient's standing team of donors who give in rotation for
 * their planned transfusions. Days are calendar days in India time.
 */
export const BRIDGE = {
  /** A donor gives this many days before the transfusion, so the unit is processed and cross-matched in time. */
  donationLeadDays: 3,
  /** The chosen donor is asked this many days before their donation date. */
  askDaysBefore: 10,
  /** Hours a donor has to answer before the backup is asked (and the ask counts as unanswered). */
  answerHours: 48,
  /** Nobody confirmed this many days before the donation date: the patient is told and a request goes out. */
  escalateDaysBefore: 4,
  /** Still nobody the day before the transfusion: an SOS. */
  sosDaysBeforeTransfusion: 1,
  /** How many upcoming transfusion dates the plan shows and the planner fills. */
  plannedDates: 6,
  /** Asks left unanswered in a row after which a member is flagged "not responding". */
  notRespondingAfter: 2,
  /** Whole-blood donations one donor can make in a year (90 days men, 120 women; unknown sex counts as 3). */
  donationsPerYear: { male: 4, female: 3, unknown: 3 },
  /** Donors beyond the year's need, so one absence never leaves a date uncovered. */
  spareDonors: 1,
  unitsMin: 1,
  unitsMax: 4,
  intervalDaysMin: 7,
  intervalDaysMax: 90,
  /** How far ahead the next transfusion date may be set. */
  nextDateMaxDaysAhead: 180,
  /** Nearby willing donors are looked for within this distance of the hospital's town. */
  nearbyKm: 25,
  /** An SOS with nobody accepted after this many minutes shows on the coordinators' page. */
  unansweredSosMinutes: 15,
} as const;
