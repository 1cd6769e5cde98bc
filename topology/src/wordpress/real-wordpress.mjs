// @ts-check
/**
 * A real WordPress of the project's own, for the tests, the topology and the
 * editors' guide's screenshots: Debian's `wordpress` package (6.1) run by
 * PHP's built-in web server, on a MariaDB of its own that listens on a Unix
 * socket only, with the site's must-use plugin (deploy/wordpress). Nothing
 * of the machine's is used or changed: the site folder holds links to
 * Debian's files and a wp-config.php of its own, the database its own
 * folder (in memory, /dev/shm, where there is one: it installs in 1.5 s
 * there, 5–9 s on this disk).
 *
 * WordPress says it is a local environment (`WP_ENVIRONMENT_TYPE`), so that
 * its REST API takes an application password over plain HTTP, as a
 * marketing team's tools would use it over HTTPS.
 */
import { MARKETING_EDITOR } from './marketing-editor.mjs';
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const here = import.meta.dirname;
const rootDir = path.resolve(here, '../../..');

export const WORDPRESS_DIR = '/usr/share/wordpress';
export const MARIADBD = '/usr/sbin/mariadbd';
/** The site's plugin, as production installs it (a must-use plugin: active without a click). */
export const MU_PLUGINS_DIR = path.join(rootDir, 'deploy/wordpress/mu-plugins');

/** Debian's packages a real WordPress needs here, each with a file that says it is installed. */
export const WORDPRESS_PACKAGES = /** @type {const} */ ([
  ['wordpress', `${WORDPRESS_DIR}/wp-settings.php`],
  ['php-cli', '/usr/bin/php'],
  ['php-mysql', '/etc/php'],
  ['php-gd', '/etc/php'],
  ['php-curl', '/etc/php'],
  ['php-xml', '/etc/php'],
  ['php-mbstring', '/etc/php'],
  ['mariadb-server', MARIADBD],
]);

/** The PHP extensions WordPress needs of those packages (checked with `php -m`). */
const PHP_MODULES = ['mysqli', 'gd', 'curl', 'xml', 'mbstring'];

export { MARKETING_EDITOR };

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which of Debian's packages are missing (by their files, and PHP's extensions). @returns {Promise<string[]>} */
export async function missingWordPressPackages() {
  /** @type {string[]} */
  const missing = WORDPRESS_PACKAGES.filter(([, file]) => !fs.existsSync(file)).map(([name]) => name);
  if (fs.existsSync('/usr/bin/php')) {
    const { stdout } = await exec('php', ['-m']);
    const loaded = new Set(stdout.split('\n').map((line) => line.trim().toLowerCase()));
    const packages = { mysqli: 'php-mysql', gd: 'php-gd', curl: 'php-curl', xml: 'php-xml', mbstring: 'php-mbstring' };
    for (const module of PHP_MODULES)
      if (!loaded.has(module)) missing.push(packages[/** @type {keyof typeof packages} */ (module)]);
  }
  return [...new Set(missing)];
}

/**
 * The folder MariaDB keeps its data in for `dir`: in memory when the machine has /dev/shm, named by
 * `dir` so two runs never share one; else under `dir`. A Unix socket's path must stay short.
 * @param {string} dir
 */
export function databaseDirOf(dir) {
  const id = crypto.createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  return fs.existsSync('/dev/shm') ? `/dev/shm/gfm-wordpress-${id}` : path.join(dir, 'mariadb');
}

/** MariaDB's options: small, no TCP port, no binary log, synchronous writes (io_uring is slow on some disks). */
/** @param {string} dataDir */
function mariadbOptions(dataDir) {
  return [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--skip-name-resolve',
    '--innodb-log-file-size=4M',
    '--innodb-buffer-pool-size=16M',
    '--innodb-use-native-aio=0',
    ...(asRoot ? ['--user=root'] : []),
  ];
}

/**
 * Starts MariaDB on a socket in its data folder, creating the folder and the `wordpress` database
 * the first time. Its pid file is `<dir>/mariadb.pid` (stopLeftovers finds it there).
 * @param {{ dir: string, log?: (line: string) => void }} options
 */
export async function startMariaDb({ dir, log = () => undefined }) {
  const dataDir = databaseDirOf(dir);
  const socket = path.join(dataDir, 'mysqld.sock');
  const pidFile = path.join(dir, 'mariadb.pid');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dataDir, 'mysql'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await exec('mariadb-install-db', [
      ...mariadbOptions(dataDir),
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ]);
  }
  const out = fs.openSync(path.join(dir, 'mariadb.log'), 'a');
  const child = spawn(
    MARIADBD,
    [
      ...mariadbOptions(dataDir),
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${pidFile}`,
      '--skip-log-bin',
      '--performance-schema=0',
    ],
    { stdio: ['ignore', out, out], detached: true },
  );
  child.unref();
  fs.closeSync(out);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await exec('mariadb', ['-S', socket, '-u', 'root', '-e', 'CREATE DATABASE IF NOT EXISTS wordpress']);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`MariaDB did not start (see ${path.join(dir, 'mariadb.log')})`, { cause: error });
      await sleep(100);
    }
  }
  log(`MariaDB      ${socket} (data in ${dataDir})`);
  return {
    socket,
    dataDir,
    pid: /** @type {number} */ (child.pid),
    /** Stops the server (SIGTERM: it shuts down cleanly) and, with `forget`, deletes its data. */
    async stop({ forget = false } = {}) {
      await stopPid(/** @type {number} */ (child.pid));
      if (forget) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends SIGTERM and waits up to 20 s for the process to be gone. @param {number} pid */
export async function stopPid(pid) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 20_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone
  }
}

/**
 * The site folder: a link to each of Debian's WordPress files but its wp-config.php (Debian's
 * reads /etc/wordpress), the site's own wp-config.php, and a wp-content of its own with the
 * site's must-use plugin and the uploads. Returns the folder.
 * @param {{ dir: string, socket: string, contentUrl: string }} options
 */
export function writeSite({ dir, socket, contentUrl }) {
  const site = path.join(dir, 'site');
  const content = path.join(dir, 'wp-content');
  fs.mkdirSync(site, { recursive: true });
  for (const folder of ['uploads', 'plugins', 'themes', 'mu-plugins', 'upgrade'])
    fs.mkdirSync(path.join(content, folder), { recursive: true });
  for (const name of fs.readdirSync(WORDPRESS_DIR)) {
    if (name === 'wp-config.php' || name === 'wp-content') continue;
    const link = path.join(site, name);
    fs.rmSync(link, { force: true });
    fs.symlinkSync(path.join(WORDPRESS_DIR, name), link);
  }
  fs.rmSync(path.join(site, 'wp-content'), { force: true, recursive: true });
  fs.symlinkSync(content, path.join(site, 'wp-content'));
  for (const plugin of fs.readdirSync(MU_PLUGINS_DIR)) {
    const link = path.join(content, 'mu-plugins', plugin);
    fs.rmSync(link, { force: true });
    fs.symlinkSync(path.join(MU_PLUGINS_DIR, plugin), link);
  }
  const salt = () => crypto.randomBytes(24).toString('base64');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT']
    .concat(['LOGGED_IN_SALT', 'NONCE_SALT'])
    .map((name) => `define('${name}', '${salt()}');`)
    .join('\n');
  fs.writeFileSync(
    path.join(site, 'wp-config.php'),
    `<?php
// Written by topology/src/wordpress/real-wordpress.mjs for a WordPress of the tests.
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_CONTENT_DIR', '${content}');
// Pictures are served where visitors read the site (the front forwards /wp-content/uploads/), while the
// editors' screens stay on WordPress's own address (its siteurl, install.php).
define('WP_CONTENT_URL', '${contentUrl}');
// Application passwords over plain HTTP (a production WordPress is on HTTPS).
define('WP_ENVIRONMENT_TYPE', 'local');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('DISALLOW_FILE_EDIT', true);
${keys}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
  return site;
}

/** PHP's settings for the server: a 6 MB picture can be uploaded, and cut to its sizes. */
const PHP_SETTINGS = ['upload_max_filesize=16M', 'post_max_size=20M', 'memory_limit=256M', 'max_execution_time=60'];

/**
 * How PHP's built-in web server runs the site: a command, its arguments and environment (the
 * topology's supervisor takes them as a server spec). Four workers: the site's reads, an editor's
 * writes and WordPress's own requests to itself (its cron) are answered side by side. The workers
 * outlive their server, so it runs under php-server.mjs, which stops them with it.
 * @param {{ site: string, host: string, port: number }} options
 */
export function phpServer({ site, host, port }) {
  return {
    command: process.execPath,
    args: [
      path.join(here, 'php-server.mjs'),
      path.join(path.dirname(site), 'php.pgid'),
      'php',
      ...PHP_SETTINGS.flatMap((setting) => ['-d', setting]),
      '-S',
      `${host}:${port}`,
      '-t',
      site,
      path.join(here, 'router.php'),
    ],
    env: { GFM_WORDPRESS_SITE: site, PHP_CLI_SERVER_WORKERS: '4' },
  };
}

/**
 * Installs the site (the first time) with WordPress's installer functions, and sets it up as the
 * malls' WordPress: India's time, pretty addresses, the site's directory for the shop lists, the
 * marketing editor (with a new application password) and the `users` given (a blog's authors).
 * @param {{ site: string, url: string, adminUrl?: string, directoryUrl: string, users?: { login: string, name: string, role: string, description?: string }[] }} options
 * @returns {Promise<{ editor: string, applicationPassword: string, users: Record<string, number> }>}
 */
export async function installSite({ site, url, adminUrl = url, directoryUrl, users = [] }) {
  const settingsFile = path.join(path.dirname(site), 'install.json');
  fs.writeFileSync(
    settingsFile,
    JSON.stringify({
      site,
      url,
      adminUrl,
      directoryUrl,
      title: 'Global Foyer Mall',
      adminPassword: crypto.randomBytes(12).toString('hex'),
      editor: MARKETING_EDITOR.login,
      users: [
        { ...MARKETING_EDITOR, role: 'editor', description: 'Marketing, Global Foyer Mall.' },
        ...users.map((user) => ({ password: crypto.randomBytes(12).toString('hex'), ...user })),
      ],
    }),
  );
  const { stdout } = await exec('php', [
    ...PHP_SETTINGS.flatMap((setting) => ['-d', setting]),
    path.join(here, 'install.php'),
    settingsFile,
  ]);
  return JSON.parse(stdout.slice(stdout.indexOf('{')));
}

/**
 * A whole WordPress, started: MariaDB, the site installed and its PHP server answering. For a
 * script or a test suite of its own; the topology runs the PHP server under its supervisor.
 * @param {{ dir: string, host?: string, port: number, url?: string, directoryUrl: string, users?: Parameters<typeof installSite>[0]['users'], log?: (line: string) => void }} options
 */
export async function startWordPress({
  dir,
  host = '127.0.0.1',
  port,
  url,
  directoryUrl,
  users,
  log = () => undefined,
}) {
  const started = Date.now();
  const database = await startMariaDb({ dir, log });
  const address = url ?? `http://${host}:${port}`;
  const site = writeSite({ dir, socket: database.socket, contentUrl: `${address}/wp-content` });
  const installed = await installSite({
    site,
    url: address,
    adminUrl: `http://${host}:${port}`,
    directoryUrl,
    ...(users ? { users } : {}),
  });
  const server = phpServer({ site, host, port });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let php;
  const startPhp = async () => {
    const out = fs.openSync(path.join(dir, 'php.log'), 'a');
    php = spawn(server.command, server.args, { env: { ...process.env, ...server.env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const response = await fetch(`http://${host}:${port}/wp-json/`, { signal: AbortSignal.timeout(5000) });
        if (response.ok) break;
      } catch {
        // not yet
      }
      if (php.exitCode !== null || Date.now() > deadline)
        throw new Error(`WordPress did not answer on ${host}:${port} (see ${path.join(dir, 'php.log')})`);
      await sleep(100);
    }
  };
  const stopPhp = async () => {
    if (php?.pid && php.exitCode === null) await stopPid(php.pid);
  };
  try {
    await startPhp();
  } catch (error) {
    await database.stop({ forget: true });
    throw error;
  }
  log(`WordPress    ${address} (Debian's 6.1, installed in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return {
    url: address,
    restUrl: `http://${host}:${port}/wp-json`,
    editor: {
      user: installed.editor,
      applicationPassword: installed.applicationPassword,
      password: MARKETING_EDITOR.password,
    },
    users: installed.users,
    startPhp,
    stopPhp,
    async stop() {
      await stopPhp();
      await database.stop({ forget: true });
    },
  };
}
