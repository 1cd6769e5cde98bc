import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { publicKeyFromText } from '@gfm/release/signature';
import { type JudgeInput } from '../src/types';
import { type DecisionRecord, type JudgeSettings, lookAt } from './look';

/**
 * The judge, a process of the topology (docs/decisions/061). Settings:
 *   JUDGE_REMOTES            the remotes it follows, comma-separated
 *   REMOTE_<NAME>_PUBLIC_KEY each remote's public keys, as the shells take them (no private key, ever)
 *   JUDGE_RELEASES_DIR       the folder the remotes' static hosts serve
 *   JUDGE_PROMETHEUS_URL     Prometheus's address
 *   JUDGE_STATE_DIR          where it writes decisions.jsonl and its stage times
 *   JUDGE_HOST, JUDGE_PORT   where it answers /health and /decisions (operators only)
 *   JUDGE_LOOK_SECONDS       how often it looks (300)
 *   JUDGE_MIN_STAGE_MINUTES, JUDGE_MIN_STAGE_VISITORS  a stage's least time and visitors (30, 200)
 *   JUDGE_CONFIG             JSON overrides of decision 055's settings and margins (the topology
 *                            test loosens the promotion bounds so that a few dozen visitors can show them)
 */

const env = process.env;
const remoteVariable = (name: string, suffix: string) =>
  `REMOTE_${name.replace('remote-', '').toUpperCase()}_${suffix}`;
const numberSetting = (name: string) => (env[name] ? Number(env[name]) : undefined);

function settingsFromEnv(): { settings: JudgeSettings; remotes: string[]; stateDir: string } {
  const remotes = (env.JUDGE_REMOTES ?? '').split(',').filter(Boolean);
  const stateDir = path.resolve(env.JUDGE_STATE_DIR ?? '.judge');
  const config: NonNullable<JudgeInput['config']> = env.JUDGE_CONFIG
    ? (JSON.parse(env.JUDGE_CONFIG) as NonNullable<JudgeInput['config']>)
    : {};
  const minutes = numberSetting('JUDGE_MIN_STAGE_MINUTES');
  const visitors = numberSetting('JUDGE_MIN_STAGE_VISITORS');
  if (minutes !== undefined) config.minStageMinutes = minutes;
  if (visitors !== undefined) config.minStageVisitors = visitors;
  const keys = Object.fromEntries(
    remotes.map((remote) => [
      remote,
      (env[remoteVariable(remote, 'PUBLIC_KEY')] ?? '')
        .split(',')
        .filter(Boolean)
        .map((text) => publicKeyFromText(text.trim())),
    ]),
  );
  if (!env.JUDGE_RELEASES_DIR || !env.JUDGE_PROMETHEUS_URL)
    throw new Error('The judge needs JUDGE_RELEASES_DIR and JUDGE_PROMETHEUS_URL.');
  return {
    remotes,
    stateDir,
    settings: {
      releasesDir: path.resolve(env.JUDGE_RELEASES_DIR),
      prometheusUrl: env.JUDGE_PROMETHEUS_URL,
      keys,
      stateFile: path.join(stateDir, 'stages.json'),
      config,
    },
  };
}

function main() {
  const { settings, remotes, stateDir } = settingsFromEnv();
  fs.mkdirSync(stateDir, { recursive: true });
  const decisionsFile = path.join(stateDir, 'decisions.jsonl');
  const lookMs = (numberSetting('JUDGE_LOOK_SECONDS') ?? 300) * 1000;
  const recent = new Map<string, DecisionRecord[]>();
  const lastReason = new Map<string, string>();

  const record = (entry: DecisionRecord) => {
    // A remote with nothing to judge is written down once, not at every look.
    const key = `${entry.decision}:${entry.reason}`;
    if (['idle', 'refused', 'expired'].includes(entry.decision) && lastReason.get(entry.remote) === key) return;
    lastReason.set(entry.remote, key);
    fs.appendFileSync(decisionsFile, `${JSON.stringify(entry)}\n`);
    const list = [...(recent.get(entry.remote) ?? []), entry].slice(-20);
    recent.set(entry.remote, list);
  };

  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  const look = async () => {
    for (const remote of remotes) {
      try {
        record(await lookAt(settings, remote));
      } catch (error) {
        // Prometheus away, a file half there: no decision, said once.
        record({ at: new Date().toISOString(), remote, decision: 'idle', reason: `could not look: ${String(error)}` });
      }
    }
    if (!stopping) timer = setTimeout(() => void look(), lookMs);
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://judge');
    if (url.pathname === '/health') return void response.writeHead(200).end('ok\n');
    if (url.pathname === '/decisions') {
      const remote = url.searchParams.get('remote');
      const body = remote
        ? (recent.get(remote) ?? [])
        : Object.fromEntries([...recent].map(([name, list]) => [name, list]));
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return void response.end(JSON.stringify(body));
    }
    response.writeHead(404).end();
  });
  server.listen(Number(env.JUDGE_PORT ?? 8603), env.JUDGE_HOST ?? '127.0.0.1', () => void look());

  const stop = () => {
    stopping = true;
    if (timer) clearTimeout(timer);
    server.close(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
