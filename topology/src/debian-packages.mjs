// @ts-check
/**
 * The topology's Debian programs: nginx, its brotli and njs modules, PostgreSQL, and
 * what watches them: Prometheus, its nginx and PostgreSQL exporters, mtail.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** njs, with which the front checks visitors' seeds (decision 075). */
export const JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
export const PROMETHEUS = '/usr/bin/prometheus';
export const NGINX_EXPORTER = '/usr/bin/prometheus-nginx-exporter';
export const POSTGRES_EXPORTER = '/usr/bin/prometheus-postgres-exporter';
export const MTAIL = '/usr/bin/mtail';

/** Each watcher's program and its Debian package. @type {[string, string][]} */
const WATCHERS = [
  [PROMETHEUS, 'prometheus'],
  [NGINX_EXPORTER, 'prometheus-nginx-exporter'],
  [POSTGRES_EXPORTER, 'prometheus-postgres-exporter'],
  [MTAIL, 'mtail'],
];

/**
 * nginx with njs, PostgreSQL and the watchers from Debian's packages, installed when
 * missing (as root, or with sudo), without what they only recommend; the
 * brotli_static module when it can be.
 * @param {(line: string) => void} log
 */
export async function ensureDebianPackages(log) {
  const postgres = () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
  const wanted = [
    ...(fs.existsSync(NGINX) ? [] : ['nginx']),
    ...(fs.existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
    ...(fs.existsSync(JS_MODULE) ? [] : ['libnginx-mod-http-js']),
    ...(postgres() ? [] : ['postgresql']),
    ...WATCHERS.filter(([program]) => !fs.existsSync(program)).map(([, name]) => name),
  ];
  if (wanted.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = root ? [] : ['sudo', '-n'];
  log(`Installing Debian's ${wanted.join(', ')}…`);
  try {
    await exec(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'update', '-qq']);
    await exec(
      prefix[0] ?? 'apt-get',
      [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'install', '-y', '-qq', '--no-install-recommends', ...wanted],
      { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
  } catch (error) {
    // The brotli module is optional: the hosts then serve the gzip copies.
    if (
      !fs.existsSync(NGINX) ||
      !fs.existsSync(JS_MODULE) ||
      !postgres() ||
      WATCHERS.some(([program]) => !fs.existsSync(program))
    )
      throw new Error(`Install Debian's ${wanted.join(', ')} first (apt-get install ${wanted.join(' ')})`, {
        cause: error,
      });
  }
}
