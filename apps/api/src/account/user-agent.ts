/**
 * The browser (or app) and operating system a User-Agent names, enough for a member to recognise a session
 * in their list ("Chrome", "Android"). Not a full parser: the first rule that matches wins, in an order where
 * the browsers built on another one's engine (Edge and Opera on Chrome's, Chrome on Safari's) come first.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bokhttp\//, 'Android app'],
  [/\bCFNetwork\//, 'iOS app'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bHarmonyOS\b/, 'HarmonyOS'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b|\biOS\b|\bCFNetwork\//, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: [RegExp, string][], text: string) =>
  rules.find(([rule]) => rule.test(text))?.[1] ?? null;

export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
