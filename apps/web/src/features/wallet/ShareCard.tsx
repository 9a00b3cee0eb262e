import {
  formatPrice,
  formatShopDate,
  type ReferralState,
  type ShareAndRewards as Share,
} from '@beauty/shared';
import {
  buttonClass,
  EmptyState,
  Panel,
  type PillTone,
  QueryBody,
  Skeleton,
  StatusPill,
  showToast,
  useLanguage,
} from '@beauty/ui';
import type { TFunction } from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from './QrCode';
import { useShareAndRewards } from './wallet-api';

/** The wallet's share-and-rewards tab: the referral link to pass on, what it earns, and the friends it brought. */
export function ShareAndRewards() {
  const { t } = useTranslation();
  const share = useShareAndRewards();
  return (
    <QueryBody
      query={share}
      skeleton={
        <div role="status" aria-label={t('a11y.loading')} className="flex flex-col gap-6">
          <Skeleton className="h-80" />
          <Skeleton className="h-40" />
        </div>
      }
    >
      {(data) => (
        <div className="flex flex-col gap-6">
          <ShareCard share={data} />
          <ReferredFriends share={data} />
        </div>
      )}
    </QueryBody>
  );
}

/** The link as the member passes it on: absolute, on the shop's own address. */
function absoluteLink(link: string): string {
  try {
    return new URL(link, window.location.origin).href;
  } catch {
    return link;
  }
}

/**
 * The referral link with Copy, the browser's share sheet where it has one, and a QR code of the link to show
 * a friend's phone; the rewards texts above.
 */
export function ShareCard({ share }: { share: Share }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const link = absoluteLink(share.referral_link);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('wallet.share.copied'), 'success');
    } catch {
      // No clipboard (plain HTTP, refused): the link is selected for the member to copy.
      inputRef.current?.select();
      showToast(t('wallet.share.copy_failed'), 'error');
    }
  }

  async function openShareSheet() {
    try {
      await navigator.share({ title: share.texts.title, text: share.texts.member, url: link });
    } catch (error) {
      // Closing the sheet is no failure.
      if ((error as { name?: string }).name !== 'AbortError')
        showToast(t('wallet.share.share_failed'), 'error');
    }
  }

  return (
    <Panel title={share.texts.title}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <ul className="flex flex-col gap-2 text-sm">
            <li className="rounded-card bg-soft px-3 py-2">{share.texts.member}</li>
            <li className="rounded-card bg-gold-soft px-3 py-2 text-gold-ink">{share.texts.agent}</li>
          </ul>
          <p className="text-sm">
            {t('wallet.share.code')}{' '}
            <span className="font-mono font-semibold tracking-wider">{share.referral_code}</span>
          </p>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-link`} className="text-sm font-medium">
              {t('wallet.share.link')}
            </label>
            <input
              ref={inputRef}
              id={`${id}-link`}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="min-h-target w-full rounded-card border border-line bg-soft px-3 text-sm"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => void copy()}>
              {t('wallet.share.copy')}
            </button>
            {canShare ? (
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => void openShareSheet()}
              >
                {t('wallet.share.share')}
              </button>
            ) : null}
          </div>
        </div>
        <figure className="flex shrink-0 flex-col items-center gap-2 self-center sm:self-start">
          <div className="rounded-card border border-line p-2">
            <QrCode value={link} size={160} label={t('wallet.share.qr_label')} />
          </div>
          <figcaption className="max-w-44 text-center text-xs text-muted">
            {t('wallet.share.qr_caption')}
          </figcaption>
        </figure>
      </div>
    </Panel>
  );
}

const STATE_TONE: Record<ReferralState, PillTone> = {
  signed_up: 'neutral',
  ordered: 'accent',
  rewarded: 'success',
};

/**
 * The friends the link brought, newest first as the API sends them (the newest hundred; the title counts
 * them all), each with its reward's state.
 */
function ReferredFriends({ share }: { share: Share }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const friends = share.referred;
  return (
    <Panel title={t('wallet.friends.title', { count: share.referred_total })}>
      {friends.length === 0 ? (
        <EmptyState title={t('wallet.friends.empty')} text={t('wallet.friends.empty_text')} />
      ) : (
        <ul className="divide-y divide-line">
          {friends.map((friend, index) => (
            // Names are masked and may repeat; the list is the API's, in its order.
            // biome-ignore lint/suspicious/noArrayIndexKey: no id is sent for a referred member.
            <li key={index} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{friend.name}</p>
                <p className="text-sm text-muted">
                  {t('wallet.friends.joined', { date: formatShopDate(friend.joined_at, language) })}
                </p>
                <p className="text-sm">
                  {t(`wallet.friends.reward.${friend.state}`, {
                    reward: rewardText(t, friend, share.currency),
                    date: formatShopDate(friend.rewarded_at, language),
                  })}
                </p>
              </div>
              <StatusPill
                label={t(`wallet.friends.state.${friend.state}`)}
                tone={STATE_TONE[friend.state]}
                size="sm"
                className="shrink-0"
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** What the friend earns (earned) the member: points, and for a partner a service voucher too. */
function rewardText(t: TFunction, friend: Share['referred'][number], currency: string): string {
  const points = t('wallet.points.number', { count: friend.reward_points });
  return friend.reward_voucher_value > 0
    ? t('wallet.friends.points_and_voucher', {
        points,
        voucher: formatPrice(friend.reward_voucher_value, currency),
      })
    : points;
}
