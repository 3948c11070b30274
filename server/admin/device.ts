const browsers: [string, RegExp][] = [
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /\b(Headless)?Chrome\/|\bCriOS\//],
  ["Safari", /\bSafari\//],
];
const systems: [string, RegExp][] = [
  ["iOS", /\biPhone|\biPad|\biPod/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b/],
];

/**
 * A coarse name for the device a session was signed in on, such as "Firefox / Windows", so the
 * account screen can tell sessions apart. Only this is stored: not the user agent itself (a
 * fingerprint) and no IP address. What is not recognised is left out ("" when nothing is).
 */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const known = (list: [string, RegExp][]) => list.find(([, pattern]) => pattern.test(ua))?.[0];
  return [known(browsers), known(systems)].filter(Boolean).join(" / ");
}
