// Interleaved A/B: node ab-tmp.mjs rounds route... ; A = :3100 (base), B = :3000 (new)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
const [roundsArg, ...routes] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const res = {};
for (let r = 0; r < Number(roundsArg); r++) {
  for (const route of routes) {
    const order = r % 2 ? ['B', 'A'] : ['A', 'B'];
    for (const which of order) {
      const port = which === 'A' ? 3100 : 3000;
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/lib/lighthouse-run.mjs', `http://localhost:${port}${route}`, 'mobile', String(chrome.port), '4'], { maxBuffer: 64 << 20 });
      const { lhr } = JSON.parse(stdout);
      const a = lhr.audits;
      const row = { err: lhr.runtimeError?.code, perf: Math.round(lhr.categories.performance.score * 100), tbt: Math.round(a['total-blocking-time'].numericValue), lcp: Math.round(a['largest-contentful-paint'].numericValue) };
      ((res[route] ??= { A: [], B: [] })[which]).push(row);
      console.log(r, route, which, JSON.stringify(row));
    }
  }
}
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
for (const [route, { A, B }] of Object.entries(res)) console.log(route, 'A perf', A.map((x) => x.perf).join('/'), 'tbt med', med(A.map((x) => x.tbt)), '| B perf', B.map((x) => x.perf).join('/'), 'tbt med', med(B.map((x) => x.tbt)));
chrome.kill();
