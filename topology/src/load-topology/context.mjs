// @ts-check
/**
 * What every phase of `npm run load:topology` shares: the topology it started,
 * the front's origin, the topology's folder and one keep-alive agent.
 */
import http from 'node:http';

/**
 * @typedef {Awaited<ReturnType<typeof import('../start-topology.mjs').startTopology>>} Topology
 * @typedef {{ topology: Topology, origin: string, dir: string, agent: http.Agent }} LoadContext
 */

/** @param {Topology} topology @param {string} dir @returns {LoadContext} */
export function loadContext(topology, dir) {
  return { topology, origin: topology.origin, dir, agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) };
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number[]} values @param {number} share */
export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
};

/** @param {Record<string, number>} tally @param {string | number} key */
export function add(tally, key) {
  tally[key] = (tally[key] ?? 0) + 1;
}

export const TOTAL = 2000;
export const CONCURRENCY = 50;
export const PAGE_CLIENTS = 10;

/** The pages the page clients ask for, in turn. */
export const routes = [
  '/gfm43',
  '/gfmpalam',
  '/gfm43/food-and-drinks',
  '/gfmpalam/all-brands',
  '/gfm43/blogs',
  '/gfm43/blog/coffee-trail',
  '/',
  '/gfm43/no-such-page',
];
