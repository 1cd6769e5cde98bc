// The front's check of a visitor's seed cookie (decision 075), in njs (Debian's
// libnginx-mod-http-js 0.7.9): the same form and HMAC-SHA256 as
// release/src/visitor-seed.ts, with the keys of GFM_SEED_KEYS (`<id>:<secret>,…`,
// the signing key first), which the shells hold too. The front only checks: a
// new seed, or one signed again with the newest key, comes from a shell (the
// page's auth_request), which counts the new seeds of each address.
import crypto from 'crypto';

const VALUE = /^([0-9a-f]{32})\.([0-9a-z]{1,8})\.([0-9]{1,6})\.([A-Za-z0-9_-]{22})$/;

function keys() {
  return (process.env.GFM_SEED_KEYS || '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.indexOf(':') > 0)
    .map((part) => ({ id: Number(part.slice(0, part.indexOf(':'))), secret: part.slice(part.indexOf(':') + 1) }));
}

// Whether two strings are equal, in a time that does not depend on where they differ.
function same(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

// `current <seed>` for a seed signed with the signing key, `stale <seed>` for one signed with another key
// still listed (the shell signs it again), `none` for no seed, or one the site did not issue.
function check(r) {
  const match = VALUE.exec(r.variables.cookie_gfm_seed || '');
  if (!match) return 'none';
  const list = keys();
  const key = list.find((one) => one.id === Number(match[3]));
  if (!key) return 'none';
  const signed = `${match[1]}.${match[2]}.${match[3]}`;
  const mac = crypto.createHmac('sha256', key.secret).update(signed).digest('base64url').slice(0, 22);
  if (!same(mac, match[4])) return 'none';
  return `${key === list[0] ? 'current' : 'stale'} ${match[1]}`;
}

export default { check };
