import fs from 'node:fs';
import path from 'node:path';
import { JUDGE_SCHEMA } from '@gfm/judge/server/settings';
import { SERVICES_SCHEMA } from '@gfm/server-kit/settings';
import { settingsTable } from '@gfm/server-kit/settings-doc';
import type { Schema } from '@gfm/server-kit/settings-schema';
import { SHELL_SCHEMA } from '@gfm/shell/server/settings';
import { TOPOLOGY_SCHEMA } from '@gfm/topology/settings';

/**
 * docs/configuration.md's tables of the servers' settings, written from
 * their schemas (`npm run docs:configuration`; configuration-doc.test.ts
 * fails when the file is not what they say). Between each pair of markers
 * the table is the schema's; the rest of the file is written by hand.
 */

export const CONFIGURATION_DOC = path.resolve(__dirname, '../docs/configuration.md');

/** Each server's schema, by the name its markers carry, and where it is. */
export const SCHEMAS: readonly { name: string; source: string; schema: Schema }[] = [
  { name: 'shell', source: 'shell/server/settings.ts', schema: SHELL_SCHEMA },
  { name: 'services', source: 'server-kit/src/settings.ts', schema: SERVICES_SCHEMA },
  { name: 'judge', source: 'judge/server/settings.ts', schema: JUDGE_SCHEMA },
  { name: 'topology', source: 'topology/src/settings.ts', schema: TOPOLOGY_SCHEMA },
];

const begin = (name: string) => `<!-- schema: ${name} -->`;
const END = '<!-- /schema -->';

/** The documentation with each schema's table written again; throws when a schema's markers are missing. */
export function withSchemaTables(text: string): string {
  let written = text;
  for (const { name, source, schema } of SCHEMAS) {
    const start = written.indexOf(begin(name));
    const end = written.indexOf(END, start);
    if (start < 0 || end < 0) throw new Error(`docs/configuration.md has no ${begin(name)} … ${END} for ${source}`);
    const note = `<!-- written from ${source} by npm run docs:configuration: edit the schema, not this table -->`;
    written = `${written.slice(0, start)}${begin(name)}\n${note}\n\n${settingsTable(schema)}\n\n${written.slice(end)}`;
  }
  return written;
}

/** Writes docs/configuration.md's tables from the schemas; true when the file changed. */
export function writeConfigurationDoc(): boolean {
  const text = fs.readFileSync(CONFIGURATION_DOC, 'utf8');
  const written = withSchemaTables(text);
  if (written === text) return false;
  fs.writeFileSync(CONFIGURATION_DOC, written);
  return true;
}
