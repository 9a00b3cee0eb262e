import { describe, expect, it } from 'vitest';
import { ensureBrowserDeps as ensure, planBrowserDeps } from './browser-deps.mjs';

/** Quiet: the tests' output is the runner's. */
const ensureBrowserDeps = (options) => ensure({ log: () => {}, ...options });

const everything = { chromium: true, cjkFont: true, apt: true, root: true };

describe('planBrowserDeps', () => {
  it('does nothing when Chromium and a Chinese font are there', () => {
    expect(planBrowserDeps(everything)).toEqual({ action: 'none', missing: [] });
    expect(planBrowserDeps({ ...everything, apt: false, root: false }).action).toBe('none');
  });

  it('installs only what is missing with apt-get when it may', () => {
    expect(planBrowserDeps({ ...everything, chromium: false, cjkFont: false })).toEqual({
      action: 'install',
      missing: ['chromium', 'fonts-wqy-microhei'],
      commands: [
        ['apt-get', ['update']],
        ['apt-get', ['install', '-y', 'chromium', 'fonts-wqy-microhei']],
      ],
    });
    expect(planBrowserDeps({ ...everything, cjkFont: false }).commands?.[1]).toEqual([
      'apt-get',
      ['install', '-y', 'fonts-wqy-microhei'],
    ]);
  });

  it('tells a user who is not root the sudo command to run', () => {
    const plan = planBrowserDeps({ ...everything, chromium: false, root: false });
    expect(plan.action).toBe('instruct');
    expect(plan.message).toContain(
      'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n',
    );
  });

  it('without apt, names what to install and CHROMIUM_PATH', () => {
    const plan = planBrowserDeps({ ...everything, chromium: false, cjkFont: false, apt: false });
    expect(plan.action).toBe('instruct');
    expect(plan.message).toContain('no apt-get');
    expect(plan.message).toContain('CHROMIUM_PATH');
  });

  it('does not install Debian’s Chromium for a CHROMIUM_PATH elsewhere that is missing', () => {
    const plan = planBrowserDeps({ ...everything, chromium: false, chromiumPath: '/opt/chrome/chrome' });
    expect(plan.action).toBe('instruct');
    expect(plan.message).toContain('CHROMIUM_PATH=/opt/chrome/chrome');
  });
});

describe('ensureBrowserDeps', () => {
  it('runs the plan’s commands, then checks again', () => {
    const ran = [];
    let installed = false;
    const error = ensureBrowserDeps({
      facts: () => ({ ...everything, cjkFont: installed }),
      run: (command, args) => {
        ran.push([command, ...args].join(' '));
        if (args[0] === 'install') installed = true;
        return 0;
      },
    });
    expect(error).toBeNull();
    expect(ran).toEqual(['apt-get update', 'apt-get install -y fonts-wqy-microhei']);
  });

  it('fails with the command that failed, or with what is still missing', () => {
    const missingFont = () => ({ ...everything, cjkFont: false });
    expect(ensureBrowserDeps({ facts: missingFont, run: () => 100 })).toBe('apt-get update failed');
    expect(ensureBrowserDeps({ facts: missingFont, run: () => 0 })).toBe(
      'still missing after apt-get install: fonts-wqy-microhei',
    );
  });

  it('runs nothing when it may not install', () => {
    const ran = [];
    const error = ensureBrowserDeps({
      facts: () => ({ ...everything, chromium: false, root: false }),
      run: (command) => ran.push(command),
    });
    expect(error).toContain('sudo apt-get');
    expect(ran).toEqual([]);
  });
});
