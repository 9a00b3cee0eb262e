import { buttonClass, Spinner, serverText } from '@beauty/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowserPushState } from '../../lib/push';
import type { PushProblem } from '../notifications';
import { usePushSettings } from './api';

/** What the browser's part says, by what this browser can do. */
const BROWSER_TEXT = {
  checking: 'profile.push_here_checking',
  unsupported: 'profile.push_no_support',
  blocked: 'profile.push_blocked',
  unavailable: 'profile.push_unavailable',
  receiving: 'profile.push_here_on',
  not_receiving: 'profile.push_here_off',
} as const satisfies Record<BrowserPushState, string>;

/** A refusal while signing up tells more than the state read before it (the member just blocked it, say). */
const REFUSED_STATE: Partial<Record<PushProblem, BrowserPushState>> = {
  unsupported: 'unsupported',
  denied: 'blocked',
  unavailable: 'unavailable',
};

/**
 * Push notifications in the profile, as two things: the account's switch (every device of the member, the
 * apps' too) and this browser, which says plainly what it can do (receive, not yet, never, blocked in its
 * settings) and offers only what can work here: to receive, or to stop receiving, in this browser alone.
 * No "try again" where trying again cannot change the answer.
 */
export function PushSettings({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const accountNoteId = useId();
  const browserHeadingId = useId();
  const { account, browser, state: read, refused, failure } = usePushSettings(enabled);
  const checked = account.isPending ? Boolean(account.variables) : enabled;
  const state = (refused && REFUSED_STATE[refused]) || read;
  let note: string;
  if (failure) note = serverText(t, failure);
  else if (refused === 'failed') note = t('profile.push_failed');
  else if (state === 'receiving' && !enabled) note = t('profile.push_here_on_account_off');
  else note = t(BROWSER_TEXT[state]);
  const action = state === 'receiving' ? 'stop' : state === 'not_receiving' ? 'start' : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label className="flex min-h-target items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            aria-checked={checked}
            className="size-5 accent-accent"
            checked={checked}
            disabled={account.isPending}
            aria-busy={account.isPending}
            aria-describedby={accountNoteId}
            onChange={(event) => account.mutate(event.target.checked)}
          />
          {t('profile.push')}
          {account.isPending ? <Spinner size={18} /> : null}
        </label>
        <p id={accountNoteId} className="text-sm text-muted">
          {t(checked ? 'profile.push_account_on' : 'profile.push_account_off')}
        </p>
      </div>
      <section
        aria-labelledby={browserHeadingId}
        className="flex flex-col items-start gap-2 rounded-card border border-line bg-soft px-3 py-3"
      >
        <h3 id={browserHeadingId} className="text-sm font-medium">
          {t('profile.push_browser')}
        </h3>
        <p role="status" className="text-sm text-ink">
          {note}
        </p>
        {action ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={browser.isPending}
            aria-busy={browser.isPending}
            onClick={() => browser.mutate(action === 'start')}
          >
            {t(action === 'start' ? 'profile.push_here_start' : 'profile.push_here_stop')}
            {browser.isPending ? <Spinner size={16} /> : null}
          </button>
        ) : null}
      </section>
    </div>
  );
}
