// @ts-check
/** The topology's Debian programs: nginx, its brotli module, PostgreSQL. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * nginx and PostgreSQL from Debian's packages, installed when missing (as
 * root, or with sudo); the brotli_static module when it can be.
 * @param {(line: string) => void} log
 */
export async function ensureDebianPackages(log) {
  const postgres = () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
  const wanted = [
    ...(fs.existsSync(NGINX) ? [] : ['nginx']),
    ...(fs.existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
    ...(postgres() ? [] : ['postgresql']),
  ];
  if (wanted.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = root ? [] : ['sudo', '-n'];
  log(`Installing Debian's ${wanted.join(', ')}…`);
  try {
    await exec(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'update', '-qq']);
    await exec(
      prefix[0] ?? 'apt-get',
      [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'install', '-y', '-qq', ...wanted],
      { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
  } catch (error) {
    // The brotli module is optional: the hosts then serve the gzip copies.
    if (!fs.existsSync(NGINX) || !postgres())
      throw new Error(`Install Debian's nginx and postgresql first (apt-get install ${wanted.join(' ')})`, {
        cause: error,
      });
  }
}
