/**
 * "Asha Kulkarni" → "Asha K.": how a person is named to someone who may not know them (a donor in a search, the
 * donor who accepted, a member of a patient's Blood Bridge): enough to greet, too little to look them up. A bracketed
 * aside is no part of the name ("Vikram Iyer (demo donor)" is "Vikram I.", not "Vikram D.").
 */
export function shortName(fullName: string): string {
  const bare = fullName.replace(/\([^)]*\)?/g, ' ').trim();
  const words = (bare || fullName.trim()).split(/\s+/);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const initial = Array.from(words[words.length - 1] ?? '')[0] ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}
