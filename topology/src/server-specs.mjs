// @ts-check
/** The topology's Node servers, as the supervisor starts them: two shells, two collectors, the judge (WordPress: wordpress.mjs). */
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '@gfm/shell/server/node-flags';
import { rootDir } from '@gfm/webpack-config/apps';
import { TOPOLOGY_PORTS } from './ports.mjs';
import { topologySettings } from './settings.ts';

/**
 * @typedef {{ name: string, port: number, ready: string, command: string, args: string[], env: NodeJS.ProcessEnv, user?: { uid: number, gid: number } }} ServerSpec
 */

/**
 * @param {{ dir: string, host: string, site: Record<string, string>, siteOrigins: string[], collectorDatabaseUrl: string, pageSharedMaxAgeS: number, enquiriesPerMinute: number, seedKeys: string, contentRefreshS: number, judgeUser?: { uid: number, gid: number, node: string } }} options
 * @returns {ServerSpec[]}
 */
export function serverSpecs({
  dir,
  host,
  site,
  siteOrigins,
  collectorDatabaseUrl,
  pageSharedMaxAgeS,
  enquiriesPerMinute,
  seedKeys,
  judgeUser,
  contentRefreshS,
}) {
  const shells = TOPOLOGY_PORTS.shells.map((port, index) => ({
    name: `shell-${index + 1}`,
    port,
    ready: `http://${host}:${port}/readyz`,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, path.join(rootDir, 'shell/dist/server/main.js')],
    env: {
      ...site,
      SHELL_HOST: host,
      SHELL_PORT: String(port),
      SHELL_LOG_LEVEL: 'warn',
      // Only the front names a visitor's address: a client's own X-Forwarded-For is never read (decision 075).
      TRUSTED_PROXIES: host,
      // The key that signs visitors' seeds, the front's too.
      GFM_SEED_KEYS: seedKeys,
      // A contact form sent before the page's scripts goes to the shell, which forwards it (decision 078).
      SHELL_ENQUIRY_COLLECTORS: TOPOLOGY_PORTS.collectors
        .map((port) => `http://${host}:${port}/api/enquiries`)
        .join(','),
      SHELL_PAGE_SHARED_MAX_AGE_S: String(pageSharedMaxAgeS),
      // The malls' content is read from WordPress this often (decision 077; production: 20 s).
      BLOG_CONTENT_REFRESH_S: String(contentRefreshS),
      // Each server's own: the last pointer it took of each remote, kept across its restarts.
      SHELL_STATE_DIR: path.join(dir, `shell-${index + 1}`),
    },
  }));
  const collectors = TOPOLOGY_PORTS.collectors.map((port, index) => ({
    name: `collector-${index + 1}`,
    port,
    ready: `http://${host}:${port}/health`,
    command: process.execPath,
    args: ['--import', 'tsx', path.join(rootDir, 'collector/src/main.ts')],
    env: {
      SERVICES_HOST: host,
      SERVICES_PORT: String(port),
      DATABASE_URL: collectorDatabaseUrl,
      TRUSTED_PROXIES: 'loopback',
      SITE_ORIGINS: siteOrigins.join(','),
      ENQUIRY_RATE_PER_MINUTE: String(enquiriesPerMinute),
    },
  }));
  return [...shells, ...collectors, judgeSpec({ dir, host, site, user: judgeUser })];
}

/**
 * The canary judge (docs/decisions/061): it reads Prometheus and the teams'
 * plans beside their pointers, and holds only the teams' public keys. Its
 * pace comes from JUDGE_LOOK_SECONDS, JUDGE_MIN_STAGE_MINUTES and
 * JUDGE_MIN_STAGE_VISITORS in the environment (the topology tests speed it up). As a user of its
 * own (judge-user.mjs), it may write its plans' pointers and its state, and not a person's hold.
 * @param {{ dir: string, host: string, site: Record<string, string>, user?: { uid: number, gid: number, node: string } }} options
 * @returns {ServerSpec}
 */
function judgeSpec({ dir, host, site, user }) {
  const remotes = Object.keys(site)
    .filter((name) => /^REMOTE_[A-Z0-9]+_PUBLIC_KEY$/.test(name))
    .map((name) => `remote-${name.slice('REMOTE_'.length, -'_PUBLIC_KEY'.length).toLowerCase()}`);
  const keys = Object.fromEntries(Object.entries(site).filter(([name]) => name.endsWith('_PUBLIC_KEY')));
  return {
    name: 'judge',
    port: TOPOLOGY_PORTS.judge,
    ready: `http://${host}:${TOPOLOGY_PORTS.judge}/health`,
    command: user?.node ?? process.execPath,
    args: ['--import', 'tsx', path.join(rootDir, 'judge/server/main.ts')],
    ...(user ? { user: { uid: user.uid, gid: user.gid } } : {}),
    env: {
      ...keys,
      JUDGE_REMOTES: remotes.join(','),
      JUDGE_RELEASES_DIR: path.join(dir, 'releases'),
      JUDGE_STATE_DIR: path.join(dir, 'judge'),
      JUDGE_PROMETHEUS_URL: topologySettings().prometheusUrl ?? `http://${host}:${TOPOLOGY_PORTS.prometheus}`,
      JUDGE_HOST: host,
      JUDGE_PORT: String(TOPOLOGY_PORTS.judge),
    },
  };
}
