import { formatPrice } from '@beauty/shared';
import { buttonClass, EmptyState, ErrorState, Skeleton, useLanguage } from '@beauty/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../api/not-found';
import { NotFoundState } from '../../components/NotFoundState';
import { LogoMark } from '../../layouts/Logo';
import { PageFrame } from '../../layouts/PageFrame';
import { MAIN_ID } from '../../layouts/SkipLink';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { useBooking } from './api';
import { BookingForm } from './BookingForm';
import { BookingGate } from './BookingGate';
import { dayText } from './BookingSummary';
import { bookedFrom, draftFromBooking, EMPTY_DRAFT, idParam } from './booking-state';

/*
 * The booking form's pages: /appointment/new (?store= preselects a salon, as the salon list's button links),
 * /appointment/edit/{bookingId}, and /appointment/complete, which has no standard layout.
 */

export function BookingNew() {
  return (
    <BookingGate>
      <NewBooking />
    </BookingGate>
  );
}

export function BookingEdit() {
  return (
    <BookingGate>
      <EditBooking />
    </BookingGate>
  );
}

function NewBooking() {
  const { t } = useTranslation();
  const title = t('booking.new_title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const store = params.get('store');
  return (
    <PageFrame title={title} below={<p className="mt-1 text-muted">{t('booking.new_intro')}</p>}>
      {/* Another ?store= (the header's button on this page, say) starts the form again. */}
      <BookingForm key={store ?? ''} initial={{ ...EMPTY_DRAFT, storeId: idParam(store) }} />
    </PageFrame>
  );
}

function EditBooking() {
  const { t } = useTranslation();
  const title = t('booking.edit_title');
  useDocumentTitle(title);
  const { bookingId } = useParams();
  const id = idParam(bookingId);
  const query = useBooking(id);

  if (id === null || (query.isError && isNotFound(query.error))) return <BookingNotFound />;
  if (query.isPending) {
    return (
      <PageFrame title={title}>
        <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <span className="sr-only">{t('a11y.loading')}</span>
          <div className="flex flex-col gap-6">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-56" />
          </div>
          <Skeleton className="h-72" />
        </div>
      </PageFrame>
    );
  }
  if (!query.data) {
    return (
      <PageFrame title={title}>
        <ErrorState boxed error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }

  const booking = query.data;
  const back = (
    <Link to={href('appointment-detail', { id: booking.booking_id })} className="text-accent hover:underline">
      {t('booking.back_to_detail')}
    </Link>
  );
  if (!booking.can_edit) {
    return (
      <PageFrame title={title} back={back}>
        <EmptyState
          boxed
          title={t('booking.edit_closed_title')}
          text={t('booking.edit_closed_text')}
          action={
            <Link
              to={href('appointment-detail', { id: booking.booking_id })}
              className={buttonClass('primary')}
            >
              {t('booking.back_to_detail')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} back={back} below={<p className="mt-1 text-muted">{t('booking.edit_intro')}</p>}>
      <BookingForm key={booking.booking_id} initial={draftFromBooking(booking)} editing={booking} />
    </PageFrame>
  );
}

function BookingNotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <NotFoundState
        title={t('booking.not_found_title')}
        text={t('booking.not_found_text')}
        action={
          <Link to={href('appointment-my-appointment')} className={buttonClass('primary')}>
            {t('booking.to_my_appointments')}
          </Link>
        }
      />
    </PageFrame>
  );
}

/**
 * /appointment/complete has no standard layout: a bare page with one card. It shows the booking the form
 * sent in router state (a reload keeps it, the browser keeps the history entry's state); opened directly it
 * has none and says where the bookings are.
 */
export function BookingComplete() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const booked = bookedFrom(location.state);
  const title = booked ? t('booking.complete.title') : t('booking.complete.none_title');
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main id={MAIN_ID} className="grid min-h-dvh place-items-center bg-soft px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-5 rounded-card bg-white p-6 shadow-raised md:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <LogoMark size={48} />
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {title}
          </h1>
          <p className="text-muted">
            {booked ? t('booking.complete.text') : t('booking.complete.none_text')}
          </p>
        </div>
        {booked ? (
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 border-y border-line py-4 text-sm">
            <dt className="text-muted">{t('booking.summary.salon')}</dt>
            <dd className="min-w-0 break-words">
              <span className="block font-medium">{booked.store.name}</span>
              {booked.store.address ? <span className="block text-muted">{booked.store.address}</span> : null}
            </dd>
            <dt className="text-muted">{t('booking.summary.stylist')}</dt>
            <dd className="flex min-w-0 items-center gap-2">
              {booked.stylist.image ? (
                <img
                  src={booked.stylist.image}
                  alt=""
                  width={32}
                  height={32}
                  decoding="async"
                  className="size-8 shrink-0 rounded-full bg-soft object-cover"
                />
              ) : null}
              <span className="break-words">{booked.stylist.name}</span>
            </dd>
            <dt className="text-muted">{t('booking.summary.date')}</dt>
            <dd>{dayText(t, booked.date, language)}</dd>
            <dt className="text-muted">{t('booking.summary.time')}</dt>
            <dd className="tabular">
              {t('booking.summary.time_value', { start: booked.time, end: booked.end_time })}
            </dd>
            <dt className="text-muted">{t('booking.summary.services')}</dt>
            <dd>
              <ul>
                {booked.services.map((service) => (
                  <li key={service.id} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{service.name}</span>
                    <span className="shrink-0 tabular">{formatPrice(service.price, booked.currency)}</span>
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-muted">{t('booking.summary.total')}</dt>
            <dd className="font-semibold tabular">{formatPrice(booked.total, booked.currency)}</dd>
            {booked.voucher ? (
              <>
                <dt className="text-muted">{t('booking.summary.voucher')}</dt>
                <dd className="break-words">{booked.voucher.name}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t('booking.complete.number')}</dt>
            <dd className="tabular">{booked.booking_id}</dd>
          </dl>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={href('appointment-my-appointment')} className={buttonClass('primary')}>
            {t('booking.complete.my_appointments')}
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            {t('booking.complete.home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
