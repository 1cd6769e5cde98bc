// @ts-check
/**
 * The topology's two nginx instances, from the production templates in
 * deploy/nginx rendered with this machine's ports: the remotes' static
 * hosts, and the front (TLS, page cache, rate limits) before the shells.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderFile } from '../../deploy/render.mjs';
import { rootDir } from '@gfm/webpack-config/apps';
import { BROTLI_MODULE, JS_MODULE, NGINX } from './debian-packages.mjs';
import { staticPort, TOPOLOGY_PORTS } from './ports.mjs';

const exec = promisify(execFile);

/** `brotli_static on;` where the module is installed: the hosts then serve the .br copies. */
const brotliStatic = () => (fs.existsSync(BROTLI_MODULE) ? 'brotli_static on;' : '');

/**
 * An nginx of the topology's own, from the main template; `env` is what it is started with beyond the
 * topology's own (the front: the seed keys, which its njs reads), and `modules` the dynamic modules it loads.
 * @param {string} runDir
 * @param {string} sitesFile
 * @param {string} sites
 * @param {{ env?: Record<string, string>, modules?: string[] }} [options]
 */
export function nginxInstance(runDir, sitesFile, sites, { env = {}, modules = [] } = {}) {
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(runDir, 'tmp', temp), { recursive: true });
  fs.writeFileSync(sitesFile, `${sites}\n`);
  const conf = renderFile(path.join(rootDir, 'deploy/nginx/nginx.conf.template'), path.join(runDir, 'nginx.conf'), {
    WORKER_PROCESSES: 2,
    RUN_DIR: runDir,
    SITES: sitesFile,
    LOAD_MODULES: [...(fs.existsSync(BROTLI_MODULE) ? [BROTLI_MODULE] : []), ...modules]
      .map((module) => `load_module ${module};`)
      .join('\n'),
  });
  const args = ['-c', conf, '-p', runDir, '-e', path.join(runDir, 'error.log')];
  const options = { env: { ...process.env, ...env } };
  return {
    async start() {
      await exec(NGINX, [...args, '-t', '-q'], options);
      await exec(NGINX, args, options);
    },
    async reload() {
      await exec(NGINX, [...args, '-t', '-q'], options);
      await exec(NGINX, [...args, '-s', 'reload'], options);
      // The new workers take over within a moment.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      await exec(NGINX, [...args, '-s', 'quit']).catch(() => undefined);
      const pidFile = path.join(runDir, 'nginx.pid');
      for (let waited = 0; fs.existsSync(pidFile) && waited < 5000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/**
 * The remotes' static hosts: one nginx, a server block for each remote's releases.
 * @param {{ runDir: string, host: string, origin: string, releasesDir: string, remoteNames: string[] }} options
 */
export function staticHosts({ runDir, host, origin, releasesDir, remoteNames }) {
  const sites = remoteNames.map((name) =>
    renderFile(path.join(rootDir, 'deploy/nginx/remote-host.conf.template'), path.join(runDir, `${name}.conf`), {
      LISTEN: `${host}:${staticPort(name)}`,
      SERVER_NAME: `${name}.static.localhost`,
      RELEASES_DIR: releasesDir,
      APP: name,
      SHELL_ORIGIN: origin,
      BROTLI_STATIC: brotliStatic(),
    }),
  );
  return nginxInstance(runDir, path.join(runDir, 'sites.conf'), sites.map((site) => `include ${site};`).join('\n'));
}

/** A self-signed certificate for the front's TLS server block. @param {string} dir @param {string} host */
function certificate(dir, host) {
  const cert = path.join(dir, 'front.crt');
  const key = path.join(dir, 'front.key');
  if (!fs.existsSync(cert) || !fs.existsSync(key)) {
    fs.mkdirSync(dir, { recursive: true });
    const subject = ['-subj', '/CN=localhost', '-addext', `subjectAltName=IP:${host},DNS:localhost`];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', ...subject],
      { stdio: 'ignore' },
    );
  }
  return { cert, key };
}

/**
 * @typedef {{ runDir: string, tlsDir: string, host: string, remoteNames: string[], pageRate: string, pageBurst: number, enquiryRate: string, enquiryBurst: number, seedKeys: string }} FrontOptions
 */

/**
 * The front: TLS, the page cache, rate limits, the shells (all of them, or
 * the ones given to `useShells`), the collectors, the content service and
 * the remotes' hosts.
 * @param {FrontOptions} options
 */
export function front(options) {
  const { runDir, tlsDir, host } = options;
  const tls = certificate(tlsDir, host);
  /** @param {number[]} shellPorts */
  const render = (shellPorts) => renderFront(options, tls, shellPorts);
  // The visitors' seeds are checked by njs with the keys the shells hold (decision 075).
  const nginx = nginxInstance(runDir, path.join(runDir, 'sites.conf'), `include ${render(TOPOLOGY_PORTS.shells)};`, {
    env: { GFM_SEED_KEYS: options.seedKeys },
    modules: [JS_MODULE],
  });
  return {
    ...nginx,
    /**
     * The front with only these shell servers (a reload: no request is dropped).
     * @param {number[]} shellPorts
     */
    async useShells(shellPorts) {
      render(shellPorts);
      await nginx.reload();
    },
  };
}

/**
 * Writes the front's configuration for these shell servers; returns its file.
 * @param {FrontOptions} options
 * @param {{ cert: string, key: string }} tls
 * @param {number[]} shellPorts
 */
function renderFront({ runDir, host, remoteNames, pageRate, pageBurst, enquiryRate, enquiryBurst }, tls, shellPorts) {
  // nginx makes the page cache's folders, not the one above them.
  fs.mkdirSync(path.join(runDir, 'cache'), { recursive: true });
  const locations = renderFile(
    path.join(rootDir, 'deploy/nginx/front-locations.conf.template'),
    path.join(runDir, 'front-locations.conf'),
    {
      SHELL_DIST: path.join(rootDir, 'shell/dist'),
      BROTLI_STATIC: brotliStatic(),
      PAGE_BURST: pageBurst,
      ENQUIRY_BURST: enquiryBurst,
    },
  );
  const canaryBands = renderFile(
    path.join(rootDir, 'deploy/nginx/canary-bands.conf.template'),
    path.join(runDir, 'canary-bands.conf'),
    { SEED_SCRIPT: path.join(rootDir, 'deploy/nginx/visitor-seed.js') },
  );
  return renderFile(path.join(rootDir, 'deploy/nginx/front.conf.template'), path.join(runDir, 'front.conf'), {
    CANARY_BANDS: canaryBands,
    FRONT_CACHE_DIR: path.join(runDir, 'cache'),
    PAGE_RATE: pageRate,
    ENQUIRY_RATE: enquiryRate,
    SHELL_SERVERS: shellPorts
      .map((port) => `  server ${host}:${port} max_conns=64 max_fails=3 fail_timeout=10s;`)
      .join('\n'),
    COLLECTOR_SERVERS: TOPOLOGY_PORTS.collectors
      .map((port) => `  server ${host}:${port} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    CONTENT_SERVERS: `  server ${host}:${TOPOLOGY_PORTS.content};`,
    REMOTE_UPSTREAMS: remoteNames
      .map((name) => `upstream ${name} {\n  server ${host}:${staticPort(name)};\n  keepalive 8;\n}`)
      .join('\n\n'),
    FRONT_LISTEN: `${host}:${TOPOLOGY_PORTS.front}`,
    FRONT_TLS_LISTEN: `${host}:${TOPOLOGY_PORTS.frontTls}`,
    STATUS_LISTEN: `${host}:${TOPOLOGY_PORTS.frontStatus}`,
    SERVER_NAME: 'localhost',
    HTTP_TO_HTTPS: '',
    TLS_CERT: tls.cert,
    TLS_KEY: tls.key,
    FRONT_LOCATIONS: locations,
  });
}
