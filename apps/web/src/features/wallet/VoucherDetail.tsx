import { type VoucherDetail as Detail, formatShopDate, formatShopDateTime } from '@beauty/shared';
import { buttonClass, ErrorState, Panel, Skeleton, showToast, useLanguage } from '@beauty/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../api/not-found';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { walletVouchersHref } from '../../routes/wallet-links';
import { QrCode } from './QrCode';
import { ExpiryNote, VoucherStatusBadge, voucherWorth } from './voucher-parts';
import { parseVoucherId, unusableReason } from './voucher-view';
import { useVoucherDetail } from './vouchers-api';

/**
 * /voucher-detail/{id} (login needed): what the voucher gives, its status and dates, the code to show at the
 * salon (as text to copy and as a QR code, while it can be used), the stores that take it, its terms and the
 * order that bought it. Another member's voucher, like an unknown one, is "not found".
 */
export function VoucherDetail() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = parseVoucherId(raw);
  const detail = useVoucherDetail(id);
  useDocumentTitle(detail.data?.name ?? t('vouchers.detail_title'));

  const back = (
    <Link to={walletVouchersHref(detail.data?.status)} className="text-accent hover:underline">
      {t('vouchers.back')}
    </Link>
  );

  if (id === null || (detail.isError && isNotFound(detail.error))) {
    return (
      <PageFrame width="narrow">
        <NotFoundState
          title={t('vouchers.not_found_title')}
          text={t('vouchers.not_found_text')}
          action={
            <Link to={walletVouchersHref()} className={buttonClass('primary')}>
              {t('vouchers.back')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  if (detail.isPending) return <VoucherDetailSkeleton />;
  if (!detail.data) {
    return (
      <PageFrame width="narrow" title={t('vouchers.detail_title')} back={back}>
        {/* A member outside Singapore is refused (403 voucher_region_only, "Service vouchers are for
            Singapore members"): the reason and the way back to the wallet, no retry that would repeat it. */}
        <ErrorState
          boxed
          error={detail.error}
          onRetry={() => void detail.refetch()}
          action={
            <Link to={href('wallet')} className={buttonClass('primary')}>
              {t('vouchers.back_to_wallet')}
            </Link>
          }
        />
      </PageFrame>
    );
  }

  const voucher = detail.data;
  return (
    <PageFrame
      width="narrow"
      title={voucher.name}
      back={back}
      aside={<VoucherStatusBadge status={voucher.status} />}
    >
      <div className="flex flex-col gap-4">
        <CodePanel voucher={voucher} />
        <FactsPanel voucher={voucher} />
        <StoresPanel voucher={voucher} />
        <TermsPanel voucher={voucher} />
      </div>
    </PageFrame>
  );
}

/**
 * What the salon scans or types: the QR code and the code while the voucher can be used; once it cannot, the
 * code stays readable (for a question to the shop) and the page says why it no longer works.
 */
function CodePanel({ voucher }: { voucher: Detail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const codeRef = useRef<HTMLElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(voucher.code);
      showToast(t('vouchers.code_copied'), 'success');
    } catch {
      // No clipboard (an insecure page, a refused permission): select the code for the member to copy.
      const node = codeRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      showToast(t('vouchers.copy_failed'), 'error');
    }
  }

  const reason = unusableReason(voucher);
  const usable = reason === null;
  // A used voucher is the normal end of one (its date is in the details); the others did not get there.
  const why =
    reason === 'not_yet'
      ? t('vouchers.unusable.not_yet', { date: formatShopDate(voucher.valid_from, language) })
      : reason
        ? t(`vouchers.unusable.${reason}`)
        : null;

  return (
    <Panel title={usable ? t('vouchers.show_at_salon') : t('vouchers.code')}>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        {usable ? (
          <div className="shrink-0 rounded-card border border-line p-2">
            <QrCode value={voucher.code} size={184} label={t('vouchers.qr_label', { code: voucher.code })} />
          </div>
        ) : null}
        <div className="flex min-w-0 flex-col items-center gap-2 sm:items-start">
          {usable ? <p className="text-sm text-muted">{t('vouchers.code')}</p> : null}
          <p className="flex flex-wrap items-center justify-center gap-2">
            <code
              ref={codeRef}
              className="rounded-card bg-soft px-3 py-2 font-mono text-lg font-semibold tracking-wider break-all select-all"
            >
              {voucher.code}
            </code>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
              {t('vouchers.copy')}
              <span className="sr-only"> {voucher.code}</span>
            </button>
          </p>
          {usable ? (
            <p className="text-sm text-muted">{t('vouchers.show_hint')}</p>
          ) : why ? (
            <p className={`text-sm font-semibold ${reason === 'used' ? 'text-ink' : 'text-deal'}`}>{why}</p>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}

function FactsPanel({ voucher }: { voucher: Detail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t('vouchers.details')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {voucher.value !== null ? (
          <>
            <dt className="text-muted">{t('vouchers.worth')}</dt>
            <dd className="font-semibold tabular">{voucherWorth(t, voucher)}</dd>
          </>
        ) : null}
        {voucher.service_name ? (
          <>
            <dt className="text-muted">{t('vouchers.service')}</dt>
            <dd className="font-semibold">{voucher.service_name}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('vouchers.validity')}</dt>
        <dd>
          {t('vouchers.valid_range', {
            from: formatShopDate(voucher.valid_from, language),
            until: formatShopDate(voucher.valid_until, language),
          })}{' '}
          <ExpiryNote voucher={voucher} />
        </dd>
        {voucher.used_at ? (
          <>
            <dt className="text-muted">{t('vouchers.used_at')}</dt>
            <dd>{formatShopDateTime(voucher.used_at, language)}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('vouchers.source_label')}</dt>
        <dd>
          {voucher.po_number ? (
            <>
              {t('vouchers.bought_with')}{' '}
              <Link
                to={href('order-detail', { poNumber: voucher.po_number })}
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                {t('vouchers.order', { po: voucher.po_number })}
              </Link>
            </>
          ) : (
            t(`vouchers.source.${voucher.source}`)
          )}
        </dd>
      </dl>
    </Panel>
  );
}

function StoresPanel({ voucher }: { voucher: Detail }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('vouchers.stores')}
      action={
        <Link to={href('salon-listing')} className={buttonClass('text', 'sm')}>
          {t('vouchers.all_stores_link')}
        </Link>
      }
    >
      {voucher.all_stores ? <p className="mb-2 text-sm">{t('vouchers.any_store')}</p> : null}
      {voucher.stores.length > 0 ? (
        <ul className="divide-y divide-line text-sm">
          {voucher.stores.map((store) => (
            <li key={store.id} className="py-2">
              <p className="font-medium">{store.name}</p>
              <p className="text-muted">{store.address}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

function TermsPanel({ voucher }: { voucher: Detail }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('vouchers.terms')}>
      {voucher.terms.trim() ? (
        <p className="text-sm whitespace-pre-line">{voucher.terms}</p>
      ) : (
        // Without terms of its own, the shop's rules for every voucher (spec section 9).
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t('vouchers.rule_book_ahead')}</li>
          <li>{t('vouchers.rule_expiry')}</li>
        </ul>
      )}
    </Panel>
  );
}

function VoucherDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame width="narrow">
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-2/3" />
        <div className="flex flex-col items-center gap-4 rounded-card border border-line p-4 sm:flex-row">
          <Skeleton className="size-[202px] shrink-0" />
          <div className="w-full space-y-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-56" />
          </div>
        </div>
        <div className="space-y-2 rounded-card border border-line p-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
    </PageFrame>
  );
}
