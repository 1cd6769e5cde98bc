import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const chrome = spawn('/usr/bin/chromium', ['--headless=new', '--remote-debugging-port=9334', '--no-sandbox', '--user-data-dir=/tmp/lh-prof-' + Date.now(), 'about:blank'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const result = await lighthouse(url, { port: 9334, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: 4 } });
const a = result.lhr.audits;
console.log('perf', result.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue);
for (const item of a['long-tasks'].details?.items ?? []) console.log('long', Math.round(item.startTime), Math.round(item.duration), item.url);
const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
writeFileSync('/tmp/lh-trace.json', JSON.stringify(trace));
const ev = trace.traceEvents;
const mainTid = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.name === 'navigationStart'));
const nav = ev.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http')).pop();
const main = ev.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts);
for (const t of main.filter((e) => e.name === 'RunTask' && e.dur > 8000)) {
  const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 500);
  const s = new Map();
  for (const e of inside) { let l = e.name; if (e.args?.data?.url) l += ' ' + e.args.data.url.split('/').pop(); if (e.args?.data?.functionName) l += ':' + e.args.data.functionName; s.set(l, (s.get(l) ?? 0) + e.dur); }
  console.log(Math.round((t.ts - nav.ts) / 1000), Math.round(t.dur / 1000), [...s].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(' | '));
}
chrome.kill();
