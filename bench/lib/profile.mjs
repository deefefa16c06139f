// The visitor bench:pageload plays: a mid-range phone on a slow 4G connection.

/**
 * A mid-range Android phone (412×823 CSS pixels) on slow 4G, the usual mobile profile of page-speed audits.
 * Chromium adds the latency to every request (DevTools throttling), not to each TCP round trip, and shares
 * the bandwidth between the requests in flight.
 */
export const MID_PHONE_SLOW_4G = {
  name: 'mid phone, slow 4G',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
};

/** @typedef {typeof MID_PHONE_SLOW_4G} Profile */

/** @param {Profile} profile */
export function describeProfile(profile) {
  const mbit = (/** @type {number} */ bits) => `${bits / 1e6} Mbit/s`;
  return (
    `${profile.name}: ${profile.viewport.width}×${profile.viewport.height} at ${profile.deviceScaleFactor}×, touch, mobile user agent; ` +
    `${profile.latencyMs} ms latency, ${mbit(profile.downloadBitsPerSecond)} down, ${mbit(profile.uploadBitsPerSecond)} up; ` +
    `CPU ${profile.cpuSlowdown}× slower`
  );
}

/**
 * Options of a Playwright browser context for the profile; the user agent is Chrome on Android of the
 * same major version as the browser, so the site sees a phone.
 * @param {Profile} profile  @param {string} chromiumVersion e.g. 156.0.8078.79
 */
export function contextOptions(profile, chromiumVersion) {
  const major = chromiumVersion.split('.')[0];
  return {
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
  };
}

/**
 * Network and CPU throttling through the Chrome DevTools Protocol, to call before the navigation.
 * @param {import('@playwright/test').CDPSession} cdp  @param {Profile} profile
 */
export async function throttle(cdp, profile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBitsPerSecond / 8,
    uploadThroughput: profile.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
