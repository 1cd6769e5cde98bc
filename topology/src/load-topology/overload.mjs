// @ts-check
/**
 * 3. Overload (decision 046): the documents a second the shells render on addresses no server has
 * kept (search pages), then ten times that for 10 s, arriving at a fixed rate.
 */
import { percentile, sleep } from './context.mjs';
import { shellPids, shellStates } from './processes.mjs';
import { timedGet } from './requests.mjs';

/**
 * What the shells render: 8 clients at a time (2 shells × 4 renders), each address new, for 5 s.
 * @param {string} origin @param {(count: number) => string} addressOf a path no server has kept, for each count
 */
export async function renderedPerSecond(origin, addressOf) {
  let rendered = 0;
  let count = 0;
  const until = Date.now() + 5000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        const { status } = await timedGet(`${origin}${addressOf((count += 1))}`);
        if (status === 200) rendered += 1;
      }
    }),
  );
  return rendered / 5;
}

/** Ten times the documents a second the shells can render, on addresses no server has kept. @param {import('./context.mjs').LoadContext} load */
export async function overloadPhase(load) {
  const { origin } = load;
  const tag = `overload-${Date.now()}`;
  const capacity = await renderedPerSecond(origin, (count) => `/search?q=${tag}-capacity-${count}`);
  const rate = Math.max(1, Math.round(capacity * 10));
  const pidsBefore = shellPids(load);
  const memoryBefore = await shellStates(load);
  /** @type {Promise<{ status: number, ms: number, shell: boolean }>[]} */
  const answers = [];
  const seconds = 10;
  const start = performance.now();
  for (let index = 0; index < rate * seconds; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    answers.push(timedGet(`${origin}/search?q=${tag}-${index}`, `127.0.7.${1 + (index % 200)}`));
  }
  const done = await Promise.all(answers);
  await sleep(1000);
  const memoryAfter = await shellStates(load);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const { status } of done) statuses[status] = (statuses[status] ?? 0) + 1;
  const row = {
    renderedPerSecond: Number(capacity.toFixed(1)),
    offeredPerSecond: rate,
    seconds,
    requests: done.length,
    statuses,
    share200: Number(((statuses[200] ?? 0) / done.length).toFixed(3)),
    share503: Number(((statuses[503] ?? 0) / done.length).toFixed(3)),
    // The front's own 503s: every shell at its `max_conns` (deploy/nginx/front.conf.template).
    share503FromFront: Number(
      (done.filter(({ status, shell }) => status === 503 && !shell).length / done.length).toFixed(3),
    ),
    p99Of200Ms: percentile(
      done.filter(({ status }) => status === 200).map(({ ms }) => ms),
      0.99,
    ),
    p99Of503Ms: percentile(
      done.filter(({ status }) => status === 503).map(({ ms }) => ms),
      0.99,
    ),
    memoryBefore: memoryBefore.map(({ port, memory }) => ({ port, ...memory })),
    memoryAfter: memoryAfter.map(({ port, memory }) => ({ port, ...memory })),
    serverExited: shellPids(load).some((pid, index) => pid !== pidsBefore[index]),
  };
  console.log('Overload:', JSON.stringify(row));
  return row;
}
