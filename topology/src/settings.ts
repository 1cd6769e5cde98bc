import path from 'node:path';
import { rootDir } from '@gfm/webpack-config/apps';
import { readSettings, type Env, type Schema } from '@gfm/server-kit/settings-schema';

/** The topology's own settings (`npm run topology`, its tests): docs/configuration.md is written from this schema. */
export const TOPOLOGY_SCHEMA = {
  TOPOLOGY_DIR: {
    type: 'string',
    documentedDefault: '`.topology`',
    description: 'where the topology keeps its configuration, logs, database, releases and keys',
  },
  TOPOLOGY_HOST: {
    type: 'string',
    default: '127.0.0.1',
    description: 'the address every part of the topology listens on',
  },
  TOPOLOGY_PROMETHEUS_URL: {
    type: 'string',
    pattern: '^https?://',
    patternMeans: 'an http(s):// address',
    documentedDefault: "the topology's own (`:8601`)",
    description: 'the Prometheus the judge reads, when it is not the topology’s own',
  },
} as const satisfies Schema;

/** The topology's settings from `env`; throws naming each variable that cannot be right. */
export function topologySettings(env: Env = process.env) {
  const read = readSettings(TOPOLOGY_SCHEMA, env);
  return {
    dir: path.resolve(read.TOPOLOGY_DIR ?? path.join(rootDir, '.topology')),
    host: read.TOPOLOGY_HOST,
    prometheusUrl: read.TOPOLOGY_PROMETHEUS_URL,
  };
}
