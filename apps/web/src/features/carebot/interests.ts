/** An interest as it is kept: trimmed and lower-case. */
export function normaliseInterest(text: string): string {
  return text.trim().toLowerCase();
}

/** The list with `text` added once (an entry already there, in any case or spacing, is not added again). */
export function addInterest(list: string[], text: string): string[] {
  const interest = normaliseInterest(text);
  if (interest === '' || list.includes(interest)) return list;
  return [...list, interest];
}

export function toggleInterest(list: string[], interest: string): string[] {
  return list.includes(interest) ? list.filter((item) => item !== interest) : addInterest(list, interest);
}
