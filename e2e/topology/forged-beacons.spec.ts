import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from '../test';
import { copyOfBuild, rewriteBuild } from '../servers';
import { TRUST_REFUSALS } from '../../shell/server/field/beacon-trust';
import { pointerOnHost, release, state } from './topology-state';

/**
 * Evidence the judge can trust (issue 49, decision 075), on the topology with
 * plain requests, no browser. Two teams release the very same build again as
 * a canary with the plan 50,100: Sector 43's is good, and its visitors say so;
 * Palam Vihar's is "broken": every visitor it is served to reports a script
 * error of it, as Chromium would of a build that throws while hydrating (the
 * visitors here are plain requests that post what a browser would). A stranger
 * posts forged beacons through the front, from one address and from twenty:
 * errors of Sector 43's canary, to have it rolled back, and clean page views
 * of Palam Vihar's, to dilute its errors. The judge must promote the good
 * canary, roll back the broken one, and none of the forged beacons may count.
 */
const PLAN = '50,100';
/** The pages the shells render for each version, for the judge's render measures. */
const RENDERED = [
  '/gfm43',
  '/gfmpalam',
  '/gfm43/automotive/mercedes',
  '/gfm43/blogs',
  '/gfmpalam/blogs',
  '/gfm43/food-and-drinks',
  '/gfmpalam/all-brands',
];

/** An address of this machine's loopback network: each a client of its own to the front. */
const address = (network: number, host: number) => `127.0.${network}.${host}`;

interface Answer {
  status: number;
  setCookie: string[];
  text: string;
}

/** A request from `from` (a loopback address of the test's own), as a client at that address makes it. */
function send(
  url: string,
  {
    from,
    method = 'GET',
    cookie,
    body,
    headers = {},
  }: { from: string; method?: string; cookie?: string; body?: string; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress: from,
        headers: {
          ...headers,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'text/plain;charset=UTF-8' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: [response.headers['set-cookie'] ?? []].flat(),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What a page names for its field beacon: its route id and the versions it was served. */
interface FieldPage {
  route: string;
  versions: Record<string, string>;
}

/** A page loaded as a new visitor (or with `cookie`): the seed cookie the site set (if any) and what the page names. */
async function newVisitor(origin: string, where: string, from: string, sent?: string) {
  const answer = await send(`${origin}${where}`, { from, ...(sent ? { cookie: sent } : {}) });
  const data = /<script[^>]*id="gfm-hydration"[^>]*>([\s\S]*?)<\/script>/.exec(answer.text)?.[1];
  const field = (JSON.parse(data ?? '{}') as { field?: FieldPage }).field;
  if (answer.status !== 200 || !field) throw new Error(`${where} from ${from}: ${answer.status}, no field data`);
  const cookie = answer.setCookie.find((one) => one.startsWith('gfm_seed='))?.split(';')[0];
  return { cookie, field };
}

/** A page view's beacon as the shell's flush sends it (field-beacon-body.ts), with a good LCP, INP and CLS. */
const beaconOf = (field: FieldPage, errors?: Record<string, number>) =>
  JSON.stringify({
    v: 1,
    route: field.route,
    versions: field.versions,
    width: 390,
    lcp: 1200,
    inp: 80,
    cls: 0.01,
    ...(errors ? { errors } : {}),
  });

/** A beacon posted from `from`; a forger adds an X-Forwarded-For of its choosing, which the front does not pass on. */
const postBeacon = (origin: string, from: string, body: string, cookie?: string, forwardedFor?: string) =>
  send(`${origin}/api/vitals`, {
    from,
    method: 'POST',
    body,
    ...(cookie ? { cookie } : {}),
    ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}),
  });

/** The shells' count of a series, summed over both shells and every label set that matches. */
async function shellCount(name: string, labels: Record<string, string> = {}) {
  let sum = 0;
  for (const shell of state().shellOrigins) {
    for (const line of (await (await fetch(`${shell}/metrics`)).text()).split('\n')) {
      if (!line.startsWith(`${name}{`)) continue;
      if (Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)))
        sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

const onHost = pointerOnHost;

interface PlanRelease {
  canary: { version: string };
  sequences: { stages: number[]; abort: number };
}

test('forged beacons through the front neither roll back a good canary nor save a broken one @desktop', async () => {
  // A passing run takes 1.5-4 min with the topology loaded; the bounds only end a run in which the judge never decides.
  test.setTimeout(360_000);
  const { origin, shellOrigins } = state();
  const apps = { good: 'remote-gfm43', broken: 'remote-gfmpalam' } as const;
  const before = { good: onHost(apps.good).current, broken: onHost(apps.broken).current };
  const builds: string[] = [];
  try {
    // The very same builds again: a new version of each that changes nothing a visitor meets.
    const plans = {} as Record<keyof typeof apps, PlanRelease>;
    for (const which of ['good', 'broken'] as const) {
      const build = copyOfBuild(apps[which]);
      rewriteBuild(build, (source) => source);
      builds.push(build);
      plans[which] = release<PlanRelease>('release', apps[which], ['--from', build, '--canary-plan', PLAN]);
    }
    const canary = { good: plans.good.canary.version, broken: plans.broken.canary.version };
    const ending = (which: keyof typeof apps) => {
      const { sequence } = onHost(apps[which]);
      const { sequences } = plans[which];
      return sequence === sequences.abort ? 'abort' : sequence === sequences.stages.at(-1) ? 'done' : undefined;
    };
    // Pages rendered by the shells for both versions (the judge's server-side measures), as judge.spec.ts makes them:
    // each shell keeps a page as long as the front may (5 s here), then renders it again.
    const renders = () =>
      Promise.all(
        shellOrigins.flatMap((shell) =>
          RENDERED.map((where) => fetch(`${shell}${where}`).then((response) => response.arrayBuffer())),
        ),
      );
    // Until each canary is out at the front and both shells have served it: a page names it for about half the
    // new visitors.
    const deadline = Date.now() + 300_000;
    const seen = { good: false, broken: false };
    for (let tries = 0; !(seen.good && seen.broken) && Date.now() < deadline; tries += 1) {
      await renders();
      const { field } = await newVisitor(origin, tries % 2 ? '/gfmpalam' : '/gfm43', address(9, 1 + (tries % 200)));
      if (field.versions.gfm43 === canary.good) seen.good = true;
      if (field.versions.gfmpalam === canary.broken) seen.broken = true;
    }

    // The stranger's pages, whose versions the forged beacons copy, with the canaries' put in.
    const { field: page43 } = await newVisitor(origin, '/gfm43', address(0, 250));
    const { field: pagePalam } = await newVisitor(origin, '/gfmpalam', address(0, 250));
    const forgedError = beaconOf({ ...page43, versions: { ...page43.versions, gfm43: canary.good } }, { gfm43: 1 });
    const forgedClean = beaconOf({ ...pagePalam, versions: { ...pagePalam.versions, gfmpalam: canary.broken } });
    // What the shells count of refusals by reason (and of beacons refused as a flood), before the forger begins.
    const refusals = async () => {
      const counts: Record<string, number> = { flood: await shellCount('gfm_beacons_total', { outcome: 'flood' }) };
      for (const reason of TRUST_REFUSALS) counts[reason] = await shellCount('gfm_beacons_refused_total', { reason });
      return counts;
    };
    const refusedBefore = await refusals();
    const forged: Answer[] = [];
    const one = address(0, 2);
    /** One forged beacon; from the one address, paced so that its 60 beacons in 10 s pass the flood limit. */
    const forge = async (from: string, body: string, cookie?: string) => {
      forged.push(await postBeacon(origin, from, body, cookie, `203.0.113.${forged.length % 250}`));
      if (from === one) await new Promise((resolve) => setTimeout(resolve, 180));
    };

    // The attack, from one address: 30 error beacons for the good canary and 60 clean ones for the broken
    // one, without a seed. The first few, until Prometheus would have the canary's error series (its first value
    // is not an increase), as an attacker who looks at what follows would.
    for (let index = 0; index < 3; index += 1) await forge(one, forgedError);
    const errorSeries = `gfm_script_errors_total{remote="gfm43",version="${canary.good}"}`;
    while (forged.some((answer) => answer.status === 204) && Date.now() < deadline) {
      const query = await fetch(`${state().prometheusUrl}/api/v1/query?query=${encodeURIComponent(errorSeries)}`);
      if (((await query.json()) as { data: { result: unknown[] } }).data.result.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (let index = 3; index < 90; index += 1) await forge(one, index < 30 ? forgedError : forgedClean);

    /**
     * Seeds collected by loading pages as new visitors from `from`, and the forged beacons they allow, each
     * naming the versions its seed's page was served (as a careful forger copies them): an error of the good
     * canary for each seed whose Sector 43 page got it, a clean view of the broken one for each whose Palam
     * Vihar page got it.
     */
    const collect = async (from: string, pages: number) => {
      const beacons: [string, string][] = [];
      // As many pages as said, and more until one seed got a canary.
      for (let index = 0; index < pages || (beacons.length === 0 && index < 100); index += 1) {
        const where = index % 2 ? '/gfmpalam' : '/gfm43';
        const { cookie, field } = await newVisitor(origin, where, from);
        if (!cookie) continue;
        if (where === '/gfm43' && field.versions.gfm43 === canary.good)
          beacons.push([beaconOf(field, { gfm43: 1 }), cookie]);
        if (where === '/gfmpalam' && field.versions.gfmpalam === canary.broken) beacons.push([beaconOf(field), cookie]);
      }
      return beacons;
    };
    /** `count` forged beacons from `from`, one for each collected seed in turn, or without a seed. */
    const post = async (from: string, count: number, beacons: [string, string][] | undefined) => {
      for (let index = 0; index < count; index += 1) {
        const [body, cookie] = beacons?.[index % beacons.length] ?? [index % 3 ? forgedClean : forgedError, undefined];
        await forge(from, body, cookie);
      }
    };

    // From one address: 60 with the seeds of 40 pages loaded as new visitors.
    const oneAddress = async () => {
      const seeded = await collect(one, 40);
      await post(one, 60, seeded);
    };
    // From twenty addresses of one network: 425 without a seed and 425 with seeds, each loading 6 pages as new
    // visitors: under one address's 20 new seeds an hour, over the network's 60.
    const twenty = Array.from({ length: 20 }, (_, index) => address(2, index + 1));
    const twentyAddresses = async () => {
      const seeded = await Promise.all(twenty.map((from) => collect(from, 6)));
      await Promise.all(
        twenty.map(async (from, index) => {
          const share = (total: number) => Math.floor(total / 20) + (index < total % 20 ? 1 : 0);
          await post(from, share(425), seeded[index]);
          await post(from, share(425), undefined);
        }),
      );
    };

    // The visitors: each a new visitor from an address of its own, who posts what its pages went through. Their
    // addresses are in networks of their own (127.0.10-25.x), each with fewer new visitors in an hour than its cap.
    let visitors = 0;
    const honest: number[] = [];
    const visit = async () => {
      visitors += 1;
      const from = address(10 + (visitors % 16), 1 + Math.floor(visitors / 16));
      let seed: string | undefined;
      for (const where of ['/gfm43', '/gfmpalam']) {
        const { cookie, field } = await newVisitor(origin, where, from, seed);
        seed ??= cookie;
        const threw = where === '/gfmpalam' && field.versions.gfmpalam === canary.broken;
        honest.push(
          (await postBeacon(origin, from, beaconOf(field, threw ? { gfmpalam: 1 } : undefined), seed)).status,
        );
      }
    };
    const attacks = Promise.all([oneAddress(), twentyAddresses()]);
    let attacked = false;
    void attacks.finally(() => (attacked = true));
    while (!(attacked && ending('good') && ending('broken')) && Date.now() < deadline) {
      await Promise.all([visit(), visit(), renders()]);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await attacks;

    // The good canary reached 100 %, the broken one was taken back, on the visitors' evidence alone.
    expect({ good: ending('good'), broken: ending('broken') }).toEqual({ good: 'done', broken: 'abort' });
    // Not one of the 1,000 forged beacons counted: each was refused, by its reason, in a series of its own.
    expect(forged).toHaveLength(1000);
    expect(forged.filter((answer) => answer.status === 204)).toEqual([]);
    // Every visitor's beacon counted.
    expect(honest.filter((status) => status !== 204)).toEqual([]);
    // Every forged beacon was checked as evidence and refused: for want of a seed, or as a seed collected.
    const refusedAfter = await refusals();
    const refused = Object.fromEntries(
      Object.entries(refusedAfter)
        .map(([reason, count]) => [reason, count - (refusedBefore[reason] ?? 0)] as const)
        .filter(([, count]) => count > 0),
    );
    expect(refused).toEqual({ 'no-seed': 515, collected: 485 });
    // Operators see them, counted apart: in Prometheus, by reason and whose page, and on their page.
    const prometheusCount = async (reason: string) => {
      const query = `sum(gfm_beacons_refused_total{reason="${reason}"})`;
      const answer = (await (
        await fetch(`${state().prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`)
      ).json()) as { data: { result: { value: [number, string] }[] } };
      return Number(answer.data.result[0]?.value[1] ?? 0);
    };
    await expect
      .poll(async () => [await prometheusCount('no-seed'), await prometheusCount('collected')], { timeout: 60_000 })
      .toEqual([refusedAfter['no-seed'], refusedAfter.collected]);
    const operators = await (await fetch(`${state().operatorsUrl}/?minutes=15`)).text();
    expect(operators).toMatch(/<tr><td>no-seed<\/td><td>gfm43<\/td><td class="num">\d+<\/td>/);
    expect(operators).toMatch(/<tr><td>collected<\/td><td>gfmpalam<\/td><td class="num">\d+<\/td>/);
  } finally {
    for (const which of ['good', 'broken'] as const) {
      const pointer = onHost(apps[which]);
      if (pointer.current !== before[which] || pointer.canary)
        release('rollback', apps[which], ['--to', before[which]]);
    }
    for (const build of builds) fs.rmSync(build, { recursive: true, force: true });
  }
});
