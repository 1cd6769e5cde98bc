// @ts-check
/**
 * gfm-topology [--fresh]   the production topology on this machine, until Ctrl-C (topology.mjs)
 * gfm-topology stop        stops a running topology, or what a run left behind
 * gfm-topology load        the load on a topology of its own while parts of it fail (load-topology.mjs)
 *
 * `npm run topology` and `npm run load:topology` run it.
 */
const command = process.argv[2];
if (command === '--help') {
  console.log('Use: gfm-topology [--fresh] | gfm-topology stop | gfm-topology load');
} else if (command === 'load') {
  await import('./load-topology.mjs');
} else if (command === undefined || command === 'stop' || command === '--fresh') {
  await import('./topology.mjs');
} else {
  console.error(`Unknown: ${command}. Use: gfm-topology [--fresh] | gfm-topology stop | gfm-topology load`);
  process.exit(2);
}
