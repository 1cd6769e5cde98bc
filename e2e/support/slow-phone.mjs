// @ts-check
/**
 * The mid-range phone the benches and the tests emulate (decision 078): 390 × 844, touch, the CPU 4× slower,
 * 1.6 Mbps down, 750 kbps up, 150 ms round trip, no cache. One list, for bench:interactive,
 * bench:engagement and the e2e tests that type and tap before the scripts arrive.
 */
export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/** What the context is made with: the phone's screen and touch. */
export const slowPhoneContext = {
  viewport: SLOW_PHONE.viewport,
  isMobile: SLOW_PHONE.isMobile,
  hasTouch: SLOW_PHONE.hasTouch,
  deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
};

/**
 * Slows a page to the phone's CPU and link, through the DevTools protocol (the HTTP cache off).
 * @param {{ send: (method: any, params?: any) => Promise<unknown> }} cdp a CDP session of the page
 */
export async function emulateSlowPhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
