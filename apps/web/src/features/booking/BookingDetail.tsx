import { BOOKING_TYPE, type Booking, formatPrice, formatShopDateTime } from '@beauty/shared';
import {
  buttonClass,
  ClockIcon,
  ErrorState,
  Panel,
  PhoneIcon,
  Skeleton,
  StoreIcon,
  TicketIcon,
  useLanguage,
} from '@beauty/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../api/not-found';
import { NotFoundState } from '../../components/NotFoundState';
import { StylistLine } from '../../components/StylistLine';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { visitReviewHref } from '../reviews';
import { mapUrl, telHref } from '../stores';
import { useBooking, useBookingList } from './api';
import { BookingStatusBadge } from './BookingCard';
import { BookingGate } from './BookingGate';
import { bookingIdFrom, bookingTabOf, changeClosed, myBookingsHref, whenParts } from './booking-helpers';
import { CancelBookingDialog } from './CancelBookingDialog';

/** /appointment/detail/{id}: Singapore members only. */
export function BookingDetail() {
  return (
    <BookingGate>
      <BookingDetailPage />
    </BookingGate>
  );
}

/**
 * Loads the appointment of the address: a skeleton meanwhile, "not found" for an id that is none and for the
 * API's 404 (unknown, or another member's), a retry for any other failure.
 */
function BookingDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const bookingId = bookingIdFrom(id);
  const query = useBooking(bookingId);
  useDocumentTitle(t('my_appointments.detail.title'));

  if (bookingId === null) return <BookingNotFound />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <BookingNotFound />;
    return (
      <PageFrame>
        <ErrorState boxed error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }
  return <BookingBody booking={query.data} />;
}

function BookingNotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <NotFoundState
        title={t('my_appointments.detail.not_found_title')}
        text={t('my_appointments.detail.not_found_text')}
        action={
          <Link to={myBookingsHref()} className={buttonClass('primary')}>
            {t('my_appointments.detail.back_to_list')}
          </Link>
        }
      />
    </PageFrame>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div role="status">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-2 h-8 w-72 max-w-full md:h-9" />
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px]">
          <div className="space-y-6">
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
          <Skeleton className="h-56 w-full" />
        </div>
      </div>
    </PageFrame>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * The whole appointment: when, its status, the salon (address, a tel: link, a link out to a map: no map
 * tiles are fetched), the stylist, the services with their lengths and prices, the total, and what the
 * member may still do with it (change, cancel) or why they no longer can.
 */
function BookingBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const when = t('my_appointments.when', whenParts(booking, language));
  const tab = bookingTabOf(booking.type);
  const money = (cents: number) => formatPrice(cents, booking.currency);
  const { store } = booking;

  return (
    <PageFrame
      title={when}
      headingRef={headingRef}
      aside={<BookingStatusBadge booking={booking} />}
      back={
        <Link to={myBookingsHref(tab)} className="text-accent hover:underline">
          {t('my_appointments.title')}
        </Link>
      }
      below={
        <p className="mt-1 text-sm text-muted">
          {t('my_appointments.detail.booked_on', {
            date: formatShopDateTime(booking.created_at, language),
          })}
        </p>
      }
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t('my_appointments.detail.salon')}>
            <p className="flex items-start gap-2 font-medium">
              <StoreIcon size={18} className="mt-0.5 shrink-0 text-muted" />
              {store.name}
            </p>
            <address className="mt-2 space-y-2 pl-[26px] text-sm not-italic">
              <p>{store.address}</p>
              {store.phone ? (
                <p className="flex items-center gap-2">
                  <PhoneIcon size={18} className="shrink-0 text-muted" />
                  <span className="sr-only">{t('my_appointments.detail.phone')}</span>
                  <a
                    href={telHref(store.phone)}
                    aria-label={t('my_appointments.detail.call', { name: store.name, phone: store.phone })}
                    className="inline-flex min-h-target items-center text-accent underline-offset-4 hover:underline tabular"
                  >
                    {store.phone}
                  </a>
                </p>
              ) : null}
            </address>
            <a
              href={mapUrl(store)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('my_appointments.detail.map_label', { name: store.name })}
              className={buttonClass('secondary', 'sm', 'mt-3')}
            >
              {t('my_appointments.detail.map')}
            </a>
          </Panel>

          <Panel title={t('my_appointments.detail.stylist')}>
            <StylistLine stylist={booking.stylist} size={56} />
          </Panel>

          <Panel title={t('my_appointments.detail.services')}>
            <ul className="divide-y divide-line">
              {booking.services.map((service) => (
                <li key={service.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium">{service.name}</span>
                    <span className="block text-xs text-muted tabular">
                      {t('my_appointments.duration', { count: service.duration_minutes })}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular">{money(service.price)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 flex flex-col gap-1 border-t border-line pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="flex items-center gap-1 text-muted">
                  <ClockIcon size={16} />
                  {t('my_appointments.detail.duration_total')}
                </dt>
                <dd className="tabular">
                  {t('my_appointments.duration', { count: booking.duration_minutes })}
                </dd>
              </div>
              <div className="flex justify-between gap-4 font-semibold">
                <dt>{t('my_appointments.total')}</dt>
                <dd className="text-base tabular">{money(booking.total)}</dd>
              </div>
            </dl>
          </Panel>
        </div>

        <div className="flex flex-col gap-6">
          <Panel title={t('my_appointments.detail.summary')}>
            <dl className="divide-y divide-line">
              <Row label={t('my_appointments.status_label')}>
                <BookingStatusBadge booking={booking} />
              </Row>
              {booking.voucher ? (
                <Row label={t('my_appointments.detail.voucher')}>
                  <Link
                    to={href('wallet-voucher-details', { id: booking.voucher.id })}
                    className="inline-flex items-center gap-1.5 text-accent hover:underline"
                  >
                    <TicketIcon size={16} className="shrink-0" />
                    {booking.voucher.name}
                  </Link>
                  <span className="block text-xs text-muted tabular">
                    {t('my_appointments.detail.voucher_code', { code: booking.voucher.code })}
                  </span>
                </Row>
              ) : null}
              {booking.remarks ? (
                <Row label={t('my_appointments.detail.remarks')}>
                  <span className="whitespace-pre-line">{booking.remarks}</span>
                </Row>
              ) : null}
              {booking.status === 'completed' && booking.pos_transaction_id ? (
                <Row label={t('my_appointments.detail.visit_number')}>
                  <span className="block tabular">{booking.pos_transaction_id}</span>
                  <Link
                    to={visitReviewHref(booking.pos_transaction_id)}
                    className={buttonClass('text', 'sm')}
                  >
                    {t('my_appointments.detail.review_visit')}
                  </Link>
                </Row>
              ) : null}
              {booking.status === 'cancelled' && booking.cancel_reason ? (
                <Row label={t('my_appointments.detail.cancel_reason')}>
                  <span className="whitespace-pre-line">{booking.cancel_reason}</span>
                </Row>
              ) : null}
            </dl>
          </Panel>

          {booking.can_edit || booking.can_cancel ? (
            <div className="flex flex-wrap gap-3">
              {booking.can_edit ? (
                <Link
                  to={href('appointment-edit-appointment', { bookingId: booking.booking_id })}
                  className={buttonClass('primary', 'md', 'flex-1')}
                >
                  {t('my_appointments.detail.edit')}
                </Link>
              ) : null}
              {booking.can_cancel ? (
                <button
                  ref={cancelButton}
                  type="button"
                  className={buttonClass('secondary', 'md', 'flex-1')}
                  aria-haspopup="dialog"
                  onClick={() => setCancelling(true)}
                >
                  {t('my_appointments.detail.cancel')}
                </button>
              ) : null}
            </div>
          ) : changeClosed(booking) ? (
            <ChangeClosedNote />
          ) : null}
        </div>
      </div>

      {cancelling ? (
        <CancelBookingDialog
          booking={booking}
          when={when}
          onClose={(cancelled) => {
            setCancelling(false);
            // Cancelled: the button is gone, so focus goes to the page's heading; kept: back to the button.
            requestAnimationFrame(() => (cancelled ? headingRef.current : cancelButton.current)?.focus());
          }}
        />
      ) : null}
    </PageFrame>
  );
}

/**
 * Why a booked appointment offers no change: the window closed. Its length in hours is the shop's setting,
 * which the list's answer carries (usually already loaded, since members arrive from the list).
 */
function ChangeClosedNote() {
  const { t } = useTranslation();
  const list = useBookingList(BOOKING_TYPE.UPCOMING, 1);
  const hours = list.data?.change_hours;
  return (
    <p className="rounded-card bg-soft px-4 py-3 text-sm text-muted">
      {hours === undefined
        ? t('my_appointments.detail.change_closed_unknown')
        : t('my_appointments.detail.change_closed', { count: hours })}
    </p>
  );
}
