// @ts-check
/** 4. 50 releases of Sector 43 in a row, each shell rendering a page with each: memory after every 10. */
import { TOPOLOGY_PORTS } from '../start-topology.mjs';
import { sleep } from './context.mjs';
import { shellPids, shellStates } from './processes.mjs';
import { releaseGfm43 } from './release-remote.mjs';

/** 50 releases of one remote in a row, each rendered by each shell: memory after every 10. @param {import('./context.mjs').LoadContext} load */
export async function releasesPhase(load, releases = 50) {
  const { topology } = load;
  const pidsBefore = shellPids(load);
  const rows = [{ releases: 0, shells: await shellStates(load) }];
  for (let count = 1; count <= releases; count += 1) {
    const current = releaseGfm43(load, 'release');
    // Each shell renders a page with it (the pointer is read every 5 s).
    for (const port of TOPOLOGY_PORTS.shells) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const response = await fetch(`http://${topology.host}:${port}/gfm43/all-brands?q=r${count}-${attempt}`);
        if ((await response.text()).includes(`/${current}/remoteEntry.js`)) break;
        await sleep(250);
      }
    }
    if (count % 10 === 0) {
      rows.push({ releases: count, shells: await shellStates(load) });
      console.log(`After ${count} releases:`, JSON.stringify(rows.at(-1)));
    }
  }
  const exited = shellPids(load).some((pid, index) => pid !== pidsBefore[index]);
  return {
    rows: rows.map(({ releases: done, shells }) => ({
      releases: done,
      shells: shells.map(({ port, memory, loaded }) => ({ port, ...memory, gfm43Loaded: loaded.gfm43?.length ?? 0 })),
    })),
    serverExited: exited,
  };
}
