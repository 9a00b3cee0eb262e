import { type Booking, formatPrice } from '@beauty/shared';
import { Skeleton, StatusPill, StoreIcon, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StylistLine } from '../../components/StylistLine';
import { href } from '../../routes/paths';
import { joinNames, STATUS_TONE, showsStatusBadge, statusLabel, whenParts } from './booking-helpers';

export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'type'> }) {
  const { t } = useTranslation();
  const label = statusLabel(booking);
  return (
    <StatusPill
      label={t(`my_appointments.status.${label}`)}
      tone={STATUS_TONE[label]}
      className="shrink-0 whitespace-nowrap"
    />
  );
}

/**
 * One appointment of the list: when (the link to its page, stretched over the card), the status for past
 * ones, the salon, the stylist with their photo, the services, the length and the total.
 */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `appointment-${booking.booking_id}`;
  const when = t('my_appointments.when', whenParts(booking, language));
  const faded = booking.status === 'cancelled';

  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-card border border-line bg-white p-4 transition-colors hover:border-accent has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className={`font-semibold tabular ${faded ? 'text-muted line-through' : ''}`}>
          <Link
            to={href('appointment-detail', { id: booking.booking_id })}
            className="after:absolute after:inset-0 hover:text-accent focus-visible:outline-none"
          >
            {when}
          </Link>
        </h3>
        {showsStatusBadge(booking) ? <BookingStatusBadge booking={booking} /> : null}
      </div>
      <p className="flex items-center gap-2 text-sm">
        <StoreIcon size={18} className="shrink-0 text-muted" />
        <span className="min-w-0 truncate">{booking.store.name}</span>
      </p>
      <StylistLine stylist={booking.stylist} />
      <p className="line-clamp-2 text-sm text-muted">
        <span className="sr-only">{t('my_appointments.services')}: </span>
        {joinNames(
          booking.services.map((service) => service.name),
          language,
        )}
      </p>
      <div className="mt-auto flex items-baseline justify-between gap-2 border-t border-line pt-3 text-sm">
        <span className="text-muted tabular">
          {t('my_appointments.duration', { count: booking.duration_minutes })}
        </span>
        <span>
          <span className="sr-only">{t('my_appointments.total')}: </span>
          <strong className="text-base tabular">{formatPrice(booking.total, booking.currency)}</strong>
        </span>
      </div>
    </article>
  );
}

export function BookingCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line p-4">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-40" />
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-28" />
      </div>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="mt-1 h-8 w-full" />
    </div>
  );
}
