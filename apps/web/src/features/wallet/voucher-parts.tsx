import { formatPrice, formatShopDate, type Voucher, type VoucherStatus } from '@beauty/shared';
import { type PillTone, StatusPill, useLanguage } from '@beauty/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { expiryNote } from './voucher-view';

/*
 * What the voucher list and the voucher page show alike: the status badge, what the voucher is worth (an
 * amount, or one named service) and how soon it runs out.
 */

const STATUS_TONE: Record<VoucherStatus, PillTone> = {
  active: 'success',
  used: 'plain',
  expired: 'neutral',
  void: 'neutral',
};

/** Outlined: the voucher's card has a colour of its own. */
export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill
      label={t(`vouchers.status.${status}`)}
      tone={STATUS_TONE[status]}
      outlined
      className="shrink-0 whitespace-nowrap"
    />
  );
}

/** The voucher's worth in a few words: "S$30.00" for an amount, "Service" for one named service. */
export function voucherWorth(t: TFunction, voucher: Pick<Voucher, 'value' | 'currency'>): string {
  return voucher.value !== null ? formatPrice(voucher.value, voucher.currency) : t('vouchers.service');
}

/** How soon an active voucher runs out, when it is soon ("3 days left", in the deal colour); else nothing. */
export function ExpiryNote({ voucher }: { voucher: Pick<Voucher, 'status' | 'valid_until'> }) {
  const { t } = useTranslation();
  const soon = expiryNote(voucher.status, voucher.valid_until);
  if (!soon) return null;
  return (
    <span className="font-semibold text-deal">
      {soon.kind === 'today' ? t('vouchers.last_day') : t('vouchers.days_left', { count: soon.count })}
    </span>
  );
}

/**
 * The voucher's date line: "Used on 24 Nov 2026" once used, "Expired on …" once expired, else "Valid until …"
 * with how soon an active voucher runs out.
 */
export function VoucherValidity({
  voucher,
  className = '',
}: {
  voucher: Pick<Voucher, 'status' | 'valid_until' | 'used_at'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const line =
    voucher.status === 'used' && voucher.used_at
      ? t('vouchers.used_on', { date: formatShopDate(voucher.used_at, language) })
      : t(voucher.status === 'expired' ? 'vouchers.expired_on' : 'vouchers.valid_until', {
          date: formatShopDate(voucher.valid_until, language),
        });
  return (
    <p className={`flex flex-wrap gap-x-2 text-sm ${className}`}>
      <span className="text-muted">{line}</span>
      <ExpiryNote voucher={voucher} />
    </p>
  );
}
