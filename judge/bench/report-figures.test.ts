/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The decision records' figures are the report's (issue 49: decisions 055
 * and 061 said 0.08 % where the report said 0.06 %). A record cites a figure
 * of `npm run bench:judge` as a link to it, `[0.06 %](…/bench-judge.json#identical.shares.rolledBack)`:
 * a scenario's id (or a top-level key) and the path to the value. Each link
 * must say the value the report holds, to the digits it shows; and a
 * paragraph (or list item) that speaks of the bench may state no share with
 * decimals ("0.08 %") but as such a link.
 */
const root = path.resolve(__dirname, '../..');
const report = JSON.parse(fs.readFileSync(path.join(root, 'reports/bench-judge.json'), 'utf8')) as {
  scenarios: { id: string }[];
} & Record<string, unknown>;
const decisionsDir = path.join(root, 'docs/decisions');
const records = fs
  .readdirSync(decisionsDir)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .map((name) => ({ name, text: fs.readFileSync(path.join(decisionsDir, name), 'utf8') }));

const LINK = /\[([^\]]+)\]\(([^)#]*bench-judge\.json)#([^)]+)\)/g;

/** The value at `reference`: a scenario's id, or a top-level key, then a dotted path. */
function valueAt(reference: string): unknown {
  // A scenario's id may hold a dot ("errors-1.5x"): the longest id the reference starts with.
  const scenario = report.scenarios
    .filter((one) => reference.startsWith(`${one.id}.`))
    .sort((a, b) => b.id.length - a.id.length)[0];
  const [head = '', ...rest] = (scenario ? reference.slice(scenario.id.length + 1) : reference).split('.');
  let value: unknown = scenario ? (scenario as Record<string, unknown>)[head] : report[head];
  for (const key of rest) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Whether `text` (such as "0.06 %", "6.5 h", "15 min") says `value`: a percentage of a share, to its digits. */
function says(text: string, value: unknown): boolean {
  const match = /(-?\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (!match?.[1] || typeof value !== 'number') return false;
  const written = match[1].replaceAll(',', '');
  const digits = written.split('.')[1]?.length ?? 0;
  const shown = text.includes('%') ? value * 100 : value;
  return Number(shown.toFixed(digits)) === Number(written);
}

describe('the decision records’ figures from bench:judge', () => {
  const cited = records.flatMap(({ name, text }) =>
    [...text.matchAll(LINK)].map(([, label = '', , reference = '']) => ({ name, label, reference })),
  );

  it('are cited somewhere (decision 076 cites them)', () => {
    expect(cited.filter((one) => one.name.startsWith('076-')).length).toBeGreaterThan(5);
  });

  it.each(cited.map((one) => [`${one.name}: ${one.label} (#${one.reference})`, one]))('%s', (_title, one) => {
    const value = valueAt(one.reference);
    expect({ reference: one.reference, value, says: says(one.label, value) }).toEqual({
      reference: one.reference,
      value,
      says: true,
    });
  });

  it('leave no percentage uncited in a paragraph about the bench', () => {
    const stray = records.flatMap(({ name, text }) =>
      text
        .split(/\n\s*\n|\n(?=- )/)
        .filter((paragraph) => /bench:judge|bench-judge/.test(paragraph))
        .flatMap((paragraph) =>
          [...paragraph.replace(LINK, '').matchAll(/\d+\.\d+ %/g)].map((found) => `${name}: ${found[0]}`),
        ),
    );
    expect(stray).toEqual([]);
  });
});
