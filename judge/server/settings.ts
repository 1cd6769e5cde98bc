import path from 'node:path';
import type crypto from 'node:crypto';
import { publicKeyFromText } from '@gfm/release/signature';
import { LOG_LEVELS, type LogLevel } from '@gfm/server-kit/server';
import { parseSettings, SettingsError, type Env, type Schema } from '@gfm/server-kit/settings-schema';
import type { JudgeInput } from '../src/types';
import type { JudgeSettings } from './look';

/** The remotes a judge may follow, by their app's name. */
const REMOTES = ['remote-gfm43', 'remote-gfmpalam', 'remote-blog'] as const;

/** The variable holding a remote's public keys, as the shells take them: `REMOTE_GFM43_PUBLIC_KEY`. */
const publicKeyVariable = (remote: string) => `REMOTE_${remote.replace('remote-', '').toUpperCase()}_PUBLIC_KEY`;

/**
 * The judge's settings (docs/decisions/061), a process of the topology:
 * docs/configuration.md is written from this schema.
 */
export const JUDGE_SCHEMA = {
  JUDGE_REMOTES: {
    type: 'string',
    list: true,
    itemEnum: REMOTES,
    description: 'the remotes it follows, comma-separated; each needs its `REMOTE_<NAME>_PUBLIC_KEY`',
  },
  JUDGE_RELEASES_DIR: {
    type: 'string',
    required: true,
    description: "the folder the remotes' static hosts serve (`<folder>/<remote>/releases.json`)",
  },
  JUDGE_PROMETHEUS_URL: {
    type: 'string',
    required: true,
    pattern: '^https?://',
    patternMeans: 'an http(s):// address',
    description: 'the Prometheus it reads (the topology: `TOPOLOGY_PROMETHEUS_URL`, else its own)',
  },
  JUDGE_STATE_DIR: {
    type: 'string',
    default: '.judge',
    description: 'where it writes `decisions.jsonl` and the times its stages began',
  },
  JUDGE_HOST: { type: 'string', default: '127.0.0.1', description: 'where it answers `/health` and `/decisions`' },
  JUDGE_PORT: {
    type: 'integer',
    default: 8603,
    minimum: 0,
    maximum: 65_535,
    description: 'the port it answers on (operators only, never behind the front)',
  },
  JUDGE_LOG_LEVEL: {
    type: 'string',
    default: 'info',
    enum: LOG_LEVELS,
    description: 'its log level (`warn` leaves out the line per answer)',
  },
  JUDGE_LOOK_SECONDS: {
    type: 'integer',
    default: 300,
    minimum: 1,
    maximum: 86_400,
    description: 'how often it looks at each remote',
  },
  JUDGE_MIN_STAGE_MINUTES: {
    type: 'integer',
    minimum: 0,
    documentedDefault: "decision 055's (`30`)",
    description: "a stage's least time before the judge decides",
  },
  JUDGE_MIN_STAGE_VISITORS: {
    type: 'integer',
    minimum: 0,
    documentedDefault: "decision 076's (`50`)",
    description: "a stage's least visitors of each version before the judge decides",
  },
  JUDGE_CONFIG: {
    type: 'string',
    description:
      "JSON overrides of decision 055's settings and margins (the topology's test loosens the promotion bounds so that a few dozen visitors can show them)",
  },
  REMOTE_GFM43_PUBLIC_KEY: {
    type: 'string',
    description: "remote-gfm43's public keys, as the shells take them (the judge holds no private key, ever)",
  },
  REMOTE_GFMPALAM_PUBLIC_KEY: { type: 'string', description: "the same, remote-gfmpalam's" },
  REMOTE_BLOG_PUBLIC_KEY: { type: 'string', description: "the same, remote-blog's" },
} as const satisfies Schema;

export interface JudgeServerSettings {
  /** What each look reads and publishes (look.ts). */
  look: JudgeSettings;
  remotes: string[];
  stateDir: string;
  lookMs: number;
  host: string;
  port: number;
  logLevel: LogLevel;
}

/** The judge's settings from `env`; throws a SettingsError naming each variable that cannot be right. */
export function judgeSettingsFromEnv(env: Env): JudgeServerSettings {
  const { settings: read, problems } = parseSettings(JUDGE_SCHEMA, env);
  let config: NonNullable<JudgeInput['config']> = {};
  try {
    if (read.JUDGE_CONFIG) config = JSON.parse(read.JUDGE_CONFIG) as NonNullable<JudgeInput['config']>;
  } catch (error) {
    problems.push(`JUDGE_CONFIG must be JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (read.JUDGE_MIN_STAGE_MINUTES !== undefined) config.minStageMinutes = read.JUDGE_MIN_STAGE_MINUTES;
  if (read.JUDGE_MIN_STAGE_VISITORS !== undefined) config.minStageVisitors = read.JUDGE_MIN_STAGE_VISITORS;
  const keys: Record<string, crypto.KeyObject[]> = {};
  for (const remote of read.JUDGE_REMOTES) {
    const variable = publicKeyVariable(remote);
    try {
      keys[remote] = (env[variable] ?? '')
        .split(',')
        .filter((text) => text.trim() !== '')
        .map((text) => publicKeyFromText(text.trim()));
    } catch (error) {
      problems.push(`${variable}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) throw new SettingsError(problems);
  const stateDir = path.resolve(read.JUDGE_STATE_DIR);
  return {
    look: {
      releasesDir: path.resolve(read.JUDGE_RELEASES_DIR),
      prometheusUrl: read.JUDGE_PROMETHEUS_URL,
      keys,
      stateFile: path.join(stateDir, 'stages.json'),
      config,
    },
    remotes: read.JUDGE_REMOTES,
    stateDir,
    lookMs: read.JUDGE_LOOK_SECONDS * 1000,
    host: read.JUDGE_HOST,
    port: read.JUDGE_PORT,
    logLevel: read.JUDGE_LOG_LEVEL,
  };
}
