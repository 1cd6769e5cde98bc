import type { Schema, Variable } from './settings-schema';

/**
 * A schema as the table of docs/configuration.md: each variable, its
 * default and what it allows, and what it means. The documentation is
 * written from the schemas (`npm run docs:configuration`) and a test fails
 * when it is not what they say.
 */

const number = (value: number) => value.toLocaleString('en-US');
const code = (value: unknown) => `\`${String(value)}\``;

function allowed(variable: Variable): string {
  if (variable.type === 'integer') {
    const min = number(variable.minimum ?? 0);
    return variable.maximum === undefined ? `${min} and up` : `${min}–${number(variable.maximum)}`;
  }
  if (variable.enum) return variable.enum.map(code).join(', ');
  if (variable.itemEnum) return `a list of ${variable.itemEnum.map(code).join(', ')}`;
  return variable.patternMeans ?? '';
}

function defaultOf(variable: Variable): string {
  if (variable.documentedDefault !== undefined) return variable.documentedDefault;
  if (variable.required) return 'required';
  if (variable.default === undefined || variable.default === '') return 'none';
  return code(variable.default);
}

/** One table: a row a variable, in the schema's order. */
export function settingsTable(schema: Schema): string {
  const rows = Object.entries(schema).map(([name, variable]) => {
    const cells = [code(name), defaultOf(variable), allowed(variable), variable.description];
    return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  });
  return ['| variable | default | allowed | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
