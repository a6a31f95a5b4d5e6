import enFirst from './en-first.ts';
import enMore from './en-more.ts';

/**
 * English texts, whole: en-first.ts (the first pages) and en-more.ts (the rest). Every user-visible string of the web app lives here (keys by area, then by page). Messages the
 * server also sends are written once, in @raktsetu/shared, and referenced from here.
 */
const en = { ...enFirst, ...enMore };

export default en;
export type Resources = typeof en;
