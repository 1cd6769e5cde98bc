import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '../test';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';
import { TOPOLOGY_PORTS } from '@gfm/topology/ports';
import { rootDir, state as topology } from './topology-state';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The first line of a pid file: nginx's master, PostgreSQL's postmaster. */
const pidIn = (file: string) => Number(fs.readFileSync(file, 'utf8').split('\n')[0]);

/** Whether anything takes a connection on a port of this machine. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const ports = [
  TOPOLOGY_PORTS.front,
  TOPOLOGY_PORTS.frontTls,
  ...TOPOLOGY_PORTS.shells,
  ...Object.values(TOPOLOGY_PORTS.statics),
  ...TOPOLOGY_PORTS.collectors,
  TOPOLOGY_PORTS.content,
  TOPOLOGY_PORTS.postgres,
  TOPOLOGY_PORTS.frontStatus,
  TOPOLOGY_PORTS.prometheus,
  TOPOLOGY_PORTS.operators,
  ...Object.values(TOPOLOGY_PORTS.exporters),
  TOPOLOGY_PORTS.judge,
];

// Runs after every other topology test (its own project, which depends on theirs): it stops the topology they share.
test('`npm run topology -- stop` from another terminal stops the supervisor, then all it ran, and nothing starts again', async () => {
  const state = topology();
  const processes: Record<string, number> = {
    supervisor: state.supervisor,
    ...state.servers,
    'static hosts (nginx)': pidIn(path.join(state.nginx[0] ?? '', 'nginx.pid')),
    'front (nginx)': pidIn(path.join(state.nginx[1] ?? '', 'nginx.pid')),
    postgres: pidIn(path.join(state.postgres, 'postmaster.pid')),
  };
  expect(Object.keys(processes)).toEqual(
    expect.arrayContaining([
      'shell-1',
      'shell-2',
      'collector-1',
      'collector-2',
      'content',
      'prometheus',
      'nginx-exporter',
      'front-log-exporter',
      'postgres-exporter',
      'operators',
      'judge',
    ]),
  );
  for (const [name, pid] of Object.entries(processes)) expect(alive(pid), `${name} runs before`).toBe(true);

  const output = execFileSync(process.execPath, ['--import', 'tsx', 'topology/bin/gfm-topology.mjs', 'stop'], {
    cwd: rootDir,
    env: { ...process.env, TOPOLOGY_DIR },
    encoding: 'utf8',
    timeout: 90_000,
  });

  for (const [name, pid] of Object.entries(processes)) expect(alive(pid), `${name} is gone`).toBe(false);
  // The supervisor started a server that exited again 300 ms later: after two seconds nothing was started again.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const port of ports) expect(await listening(port), `port ${port} is closed`).toBe(false);
  expect(fs.existsSync(path.join(TOPOLOGY_DIR, 'pids.json'))).toBe(false);
  expect(output).toContain(`supervisor (pid ${state.supervisor})`);
});
