// @ts-check
/**
 * npm run bench:idle — what a page costs once it has loaded and the visitor
 * only looks at it: the CPU seconds Debian's Chromium spends (every process:
 * renderer, GPU, browser) over a quiet window, and the frames it draws. With
 * `--screencast` the frames are also sent as JPEGs over the DevTools protocol,
 * as Playwright's trace does when it records screenshots: that is what made
 * the e2e suite slow on a 2-core machine (decision 034).
 *
 *   node scripts/bench-idle.mjs [--seconds 10] [--screencast] [/route ...]
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';

const args = process.argv.slice(2);
const secondsIndex = args.indexOf('--seconds');
const seconds = secondsIndex === -1 ? 10 : Number(args[secondsIndex + 1]);
const screencast = args.includes('--screencast');
const routeArgs = args.filter((arg) => arg.startsWith('/'));
const routes = routeArgs.length
  ? routeArgs
  : [
      '/gfm43',
      '/gfmpalam',
      '/gfm43/automotive',
      '/gfm43/food-and-drinks',
      '/gfmpalam/contact-us',
      '/gfmpalam/privacy-policy',
    ];

/** CPU seconds used so far by every Chromium process on the machine (utime + stime, /proc). */
function chromiumCpuSeconds() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(chromium)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / 100;
}

const stopServing = await ensureServing({ services: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const route of routes) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const page = await context.newPage();
      await page.goto(`http://localhost:3000${route}`, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const cdp = await context.newCDPSession(page);
      let frames = 0;
      if (screencast) {
        cdp.on('Page.screencastFrame', (frame) => {
          frames += 1;
          void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
        });
        await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: 800, maxHeight: 800 });
      }
      const animations = await page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      );
      const before = chromiumCpuSeconds();
      await page.waitForTimeout(seconds * 1000);
      const cpu = chromiumCpuSeconds() - before;
      rows.push({
        route,
        width,
        'running animations': animations,
        'CPU s': cpu.toFixed(2),
        'CPU %': ((cpu / seconds) * 100).toFixed(1),
        ...(screencast ? { frames } : {}),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  stopServing();
}
console.log(`Chromium's CPU over ${seconds} s after load${screencast ? ', with a screencast' : ''}:`);
console.table(rows);
