import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MESSAGES, placeholdersOf } from '@raktsetu/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import SERVER_HI from '../../src/i18n/catalogues/hi.ts';
import SERVER_MR from '../../src/i18n/catalogues/mr.ts';
import { localize } from '../../src/i18n/localize.ts';
import { TIMELINE_CATALOGUES } from '../../src/i18n/timeline.ts';

const SRC = join(import.meta.dirname, '../../src');
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Left in English on purpose, by the file they are written in:
 * - bank-staff.service.ts: the answers of the staff:add / admin:add command, read by an operator in a terminal.
 * - stock-presenter.ts: an unknown component id is a programming error, never shown to a person.
 * - config/env.ts: configuration errors at start-up, read by an operator.
 * Areas with their own catalogues are not scanned: CareBot, e-mails and notices.
 */
const ENGLISH_ON_PURPOSE = [
  'features/blood-banks/bank-staff.service.ts',
  'features/blood-banks/stock-presenter.ts',
  'config/env.ts',
];
const OWN_CATALOGUES = /^(features\/carebot|adapters\/mail|features\/notifications\/(notices|texts)|cli)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** What a template literal says with sample values: "in 7 minutes", a plural's "s", a constant's own words. */
function sample(node: ts.Expression, constants: Map<string, string>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? null;
  const shared = /^MESSAGES\.(\w+)$/.exec(node.getText());
  if (shared) return MESSAGES[shared[1] as keyof typeof MESSAGES] ?? null;
  if (ts.isConditionalExpression(node)) return sample(node.whenFalse, constants);
  if (ts.isParenthesizedExpression(node)) return sample(node.expression, constants);
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const expr = span.expression;
    const word = ts.isCallExpression(expr) && /describeWait/.test(expr.expression.getText()) ? 'in 7 minutes' : null;
    text += word ?? sample(expr, constants) ?? '7';
    text += span.literal.text;
  }
  return text;
}

/** The English a failure or reply of this file can say: AppError arguments, `message:`s, *SAYS / *MESSAGES. */
function messagesOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = sample(node.initializer, constants);
      if (text !== null) constants.set(node.name.text, text);
      if (/SAYS|MESSAGES/.test(node.name.text) && ts.isAsExpression(node.initializer)) {
        const object = node.initializer.expression;
        if (ts.isObjectLiteralExpression(object)) {
          for (const p of object.properties) {
            if (ts.isPropertyAssignment(p)) found.push(p.initializer);
            if (ts.isPropertyAssignment(p) && ts.isArrowFunction(p.initializer) && ts.isExpression(p.initializer.body))
              found.push(p.initializer.body);
          }
        }
      }
    }
    if (ts.isCallExpression(node) && /^AppError\.\w+$/.test(node.expression.getText()) && node.arguments[0]) {
      found.push(node.arguments[0]);
    }
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError' && node.arguments?.[1]) {
      found.push(node.arguments[1]);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .map((expr) => sample(expr, constants))
    .filter((text): text is string => text !== null && /[a-z]{3} [a-z]/i.test(text));
}

const scanned = sourceFiles(SRC)
  .map((file) => relative(SRC, file))
  .filter((file) => !OWN_CATALOGUES.test(file) && !ENGLISH_ON_PURPOSE.includes(file))
  .flatMap((file) => messagesOf(join(SRC, file)).map((english) => ({ file, english })));

describe.each(['hi', 'mr'] as const)('the server speaks %s', (language) => {
  it('finds the messages it checks (the scan works)', () => {
    expect(scanned.length).toBeGreaterThan(80);
  });

  it.each(scanned)('$file: $english', ({ english }) => {
    const translated = localize(english, language);
    expect(translated).not.toBe(english);
    expect(translated).toMatch(DEVANAGARI);
    // Numbers, product names and codes come through unchanged.
    for (const kept of english.match(/\d+|RaktSetu|SOS|Content-Type|JSON/g) ?? []) expect(translated).toContain(kept);
  });
});

describe('the server catalogues', () => {
  const pairs = [
    ['server', SERVER_HI, SERVER_MR],
    ['timeline', TIMELINE_CATALOGUES.hi, TIMELINE_CATALOGUES.mr],
  ] as const;

  it.each(pairs)('%s: Hindi and Marathi translate the same messages, keeping every placeholder', (_name, hi, mr) => {
    expect(Object.keys(mr).sort()).toEqual(Object.keys(hi).sort());
    for (const catalogue of [hi, mr]) {
      for (const [english, translated] of Object.entries(catalogue)) {
        expect(placeholdersOf(translated), english).toEqual(placeholdersOf(english));
        expect(translated, english).toMatch(DEVANAGARI);
      }
    }
  });
});
