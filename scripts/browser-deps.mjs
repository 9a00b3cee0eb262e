// The browser tests' system packages: Chromium, and a CJK font so that Chinese pages render glyphs, not boxes.
// npm test installs them with apt when it can, and otherwise says what to run. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const PACKAGES = { chromium: 'chromium', cjkFont: 'fonts-wqy-microhei' };

/** What is on this machine, as planBrowserDeps needs it. */
export function browserFacts(env = process.env) {
  const onPath = (command) =>
    (env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
  // Any font fontconfig offers for Chinese will do; none (or no fontconfig at all) means none.
  const fonts = onPath('fc-list')
    ? spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout
    : '';
  return {
    chromiumPath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM,
    chromium: existsSync(env.CHROMIUM_PATH || DEFAULT_CHROMIUM),
    cjkFont: (fonts ?? '').trim() !== '',
    apt: onPath('apt-get'),
    root: process.getuid?.() === 0,
  };
}

/**
 * What to do about the missing packages: nothing, install them (apt is there and we are root), or tell the
 * reader exactly what to run. `commands` are the argument lists to spawn for an install.
 */
export function planBrowserDeps({ chromium, cjkFont, apt, root, chromiumPath = DEFAULT_CHROMIUM }) {
  const missing = Object.entries({ chromium, cjkFont })
    .filter(([, present]) => !present)
    .map(([key]) => PACKAGES[key]);
  if (missing.length === 0) return { action: 'none', missing };
  const customChromium = !chromium && chromiumPath !== DEFAULT_CHROMIUM;
  if (customChromium) {
    return {
      action: 'instruct',
      missing,
      message: `no Chromium at CHROMIUM_PATH=${chromiumPath}: point CHROMIUM_PATH at a Chromium binary, or unset it to use ${DEFAULT_CHROMIUM}`,
    };
  }
  if (apt && root) {
    return {
      action: 'install',
      missing,
      commands: [
        ['apt-get', ['update']],
        ['apt-get', ['install', '-y', ...missing]],
      ],
    };
  }
  const list = missing.join(' ');
  return {
    action: 'instruct',
    missing,
    message: apt
      ? `the browser tests need ${list}; install them with:\n  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${list}\nthen run npm test again`
      : `the browser tests need ${list}, and this machine has no apt-get: install Chromium and a Chinese font (WenQuanYi Micro Hei, or Noto Sans CJK) with its package manager, set CHROMIUM_PATH to the Chromium binary if it is not ${DEFAULT_CHROMIUM}, and run npm test again`,
  };
}

/** Installs what is missing when it can; returns an error message when the browser tests cannot run. */
export function ensureBrowserDeps({ facts = browserFacts, run = runLoud, log = console.log } = {}) {
  const plan = planBrowserDeps(facts());
  if (plan.action === 'none') return null;
  if (plan.action === 'instruct') return plan.message;
  log(`\n▶ installing ${plan.missing.join(' ')} for the browser tests (apt-get)`);
  for (const [command, args] of plan.commands) {
    if (run(command, args) !== 0) return `${command} ${args.join(' ')} failed`;
  }
  const after = planBrowserDeps(facts());
  return after.action === 'none' ? null : `still missing after apt-get install: ${after.missing.join(' ')}`;
}

function runLoud(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.error ? 1 : (result.status ?? 1);
}
