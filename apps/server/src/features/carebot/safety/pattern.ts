/**
 * A rule's pattern, written in ordinary spelling for text made by `normalise`: runs of one repeated literal
 * letter are collapsed as the text is ("bleeding" matches what "bleeeding" and "bleeding" both become), and
 * " ~ " stands for up to three words in between ("chest ~ pain" matches "chest pain" and "chest has a sharp
 * pain"). Escapes such as `\b` are left alone.
 */
export function rx(source: string): RegExp {
  // A word in between may be Latin or a Devanagari word `normalise` left as it is ("saans घेता येत nahi").
  const gapped = source.replaceAll(' ~ ', '(?: [a-z0-9\\p{Script=Devanagari}]+){0,3} ');
  let out = '';
  let previousLiteral = '';
  for (let i = 0; i < gapped.length; i += 1) {
    const ch = gapped[i] ?? '';
    if (ch === '\\') {
      out += gapped.slice(i, i + 2);
      i += 1;
      previousLiteral = '';
      continue;
    }
    if (/[a-z]/.test(ch) && ch === previousLiteral) continue;
    out += ch;
    previousLiteral = /[a-z]/.test(ch) ? ch : '';
  }
  return new RegExp(out, 'u');
}

/** True when every one of `all` matches `text` and none of `none` does. */
export function matchesAll(text: string, all: readonly RegExp[], none: readonly RegExp[] = []): boolean {
  return all.every((r) => r.test(text)) && !none.some((r) => r.test(text));
}
