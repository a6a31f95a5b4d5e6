import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createLocalizer } from '@raktsetu/shared';
import HI from '@raktsetu/shared/i18n/catalogues/hi';
import MR from '@raktsetu/shared/i18n/catalogues/mr';

/** Here rather than in packages/shared, whose tests (like its code) see no Node API. */
const CONTRACTS = join(import.meta.dirname, '../../../../packages/shared/src/contracts');
const DEVANAGARI = /[\u0900-\u097F]/;

/** A template's words with sample values: a label for `${label}`/`${name}`, a list for a join, else a number. */
function sample(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const expr = span.expression.getText();
    text += /^(label|name)$/.test(expr) ? 'Full name' : /\.join\(/.test(expr) ? 'a, b' : '7';
    text += span.literal.text;
  }
  return text;
}

/** The messages a contract gives: `error:`/`message:` values and the message arguments of zod's checks. */
function messagesOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const add = (node: ts.Node | undefined) => {
    const text = node ? sample(node) : null;
    if (text && / /.test(text)) found.push(text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ['error', 'message'].includes(node.name.getText())) add(node.initializer);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (['min', 'max', 'int', 'regex', 'refine', 'length'].includes(method)) add(node.arguments.at(-1));
      if (['uuid', 'email', 'url'].includes(method)) add(node.arguments[0]);
    }
    if (
      ts.isCallExpression(node) &&
      /^(textField|optionalText|optionalNote|name|queryInteger|queryNumber)$/.test(node.expression.getText())
    ) {
      for (const arg of node.arguments) add(arg);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const scanned = readdirSync(CONTRACTS)
  .filter((name) => name.endsWith('.ts'))
  .flatMap((name) => messagesOf(join(CONTRACTS, name)).map((english) => ({ file: name, english })));

describe.each([
  ['hi', HI],
  ['mr', MR],
] as const)('every message a contract gives, in %s', (_language, catalogue) => {
  const localize = createLocalizer(catalogue);

  it('finds the messages it checks (the scan works)', () => {
    expect(scanned.length).toBeGreaterThan(60);
  });

  it.each(scanned)('$file: $english', ({ english }) => {
    const translated = localize(english);
    expect(translated).not.toBe(english);
    expect(translated).toMatch(DEVANAGARI);
  });
});
