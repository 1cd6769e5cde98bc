// @ts-check
/**
 * Which paths are pages of the composed site, for the status of the shell's
 * answer: a page gets 200, anything else the site's 404 page with 404. A blog
 * post's slug cannot be checked without WordPress, so any slug WordPress could
 * write is a page here (its page redirects to /404 when WordPress has none).
 */
import { STATIC_ROUTES } from './sitemap.mjs';

/** spec §2: the car brands of Sector 43, matched case-insensitively. */
const CAR_BRANDS = ['mercedes', 'toyota'];

/** @param {string} pathname a decoded path */
export function isSitePage(pathname) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_ROUTES.includes(trimmed)) return true;
  const [mall, section, name, ...rest] = trimmed.split('/').slice(1);
  if (rest.length > 0 || !name) return false;
  if ((mall === 'gfm43' || mall === 'gfmpalam') && section === 'blog') return /^[\p{L}\p{N}_-]+$/u.test(name);
  return mall === 'gfm43' && section === 'automotive' && CAR_BRANDS.includes(name.toLowerCase());
}
