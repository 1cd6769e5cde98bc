// @ts-check
/**
 * Fills in a configuration template: every `${UPPER_CASE}` name from
 * `values`, as envsubst does with a list of names (the way nginx's own image
 * renders its templates), and nothing else, so nginx's own lower-case
 * variables (`$host`) stay as they are. A name without a value is an error,
 * never an empty string in a configuration.
 *
 *   node deploy/render.mjs deploy/nginx/front.conf.template NAME=value … > front.conf
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} template
 * @param {Readonly<Record<string, string | number>>} values
 */
export function render(template, values) {
  const missing = new Set();
  const text = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    if (!(name in values)) {
      missing.add(name);
      return '';
    }
    return String(values[name]);
  });
  if (missing.size > 0) throw new Error(`No value for ${[...missing].join(', ')}`);
  return text;
}

/**
 * Renders a template file to a file.
 * @param {string} templateFile
 * @param {string} target
 * @param {Readonly<Record<string, string | number>>} values
 */
export function renderFile(templateFile, target, values) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, render(fs.readFileSync(templateFile, 'utf8'), values));
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [templateFile, ...pairs] = process.argv.slice(2);
  if (!templateFile) {
    console.error('Use: node deploy/render.mjs TEMPLATE NAME=value …');
    process.exit(2);
  }
  const values = Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  process.stdout.write(render(fs.readFileSync(templateFile, 'utf8'), values));
}
