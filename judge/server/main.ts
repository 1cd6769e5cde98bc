import fs from 'node:fs';
import path from 'node:path';
import { listen } from '@gfm/server-kit/server';
import { settingsOrExit } from '@gfm/server-kit/settings-schema';
import { type DecisionRecord, lookAt } from './look';
import { judgeServer } from './routes';
import { judgeSettingsFromEnv } from './settings';

/**
 * The judge, a process of the topology (docs/decisions/061): it looks at
 * each remote it follows every JUDGE_LOOK_SECONDS, writes what it saw and
 * did, and answers /health and /decisions. Its settings: settings.ts.
 */

async function main() {
  const {
    look: settings,
    remotes,
    stateDir,
    lookMs,
    host,
    port,
    logLevel,
  } = settingsOrExit('The judge', () => judgeSettingsFromEnv(process.env));
  fs.mkdirSync(stateDir, { recursive: true });
  const decisionsFile = path.join(stateDir, 'decisions.jsonl');
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

  const server = judgeServer(recent, { logLevel });
  await listen(server, { host, port });
  void look();

  const stop = () => {
    stopping = true;
    if (timer) clearTimeout(timer);
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await main();
