/**
 * Lets an article's text wrap in the source file: a blank line separates paragraphs, and any other line break
 * (with the indentation around it) becomes one space.
 */
export function prose(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  const raw = strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '');
  return raw
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .join('\n\n');
}
