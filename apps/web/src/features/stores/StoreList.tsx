import { formatPrice, type Store } from '@beauty/shared';
import {
  buttonClass,
  ChevronDownIcon,
  ClockIcon,
  EmptyState,
  ErrorState,
  MailIcon,
  PhoneIcon,
  Skeleton,
} from '@beauty/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { LocateButton, LocationNotice } from '../../components/MyLocation';
import { Stars } from '../../components/Stars';
import { StylistLine } from '../../components/StylistLine';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { useMyLocation } from '../../lib/location';
import { href } from '../../routes/paths';
import { useStoreDetails, useStoreList } from './api';
import { distanceLabel, mapUrl, openingHoursLines, storesByDistance, telHref } from './stores';

/** Store photos are 8:5 (the seed's 800×500); shown at card width. */
const PHOTO = { width: 400, height: 250 } as const;
const GRID = 'grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3';

/** /salon/list: our stores, with the distance from the visitor when the browser shares a position. */
export function StoreListing() {
  const { t } = useTranslation();
  const title = t('stores.title');
  useDocumentTitle(title);
  const stores = useStoreList();
  const { location, locate } = useMyLocation({ whenAllowed: true });
  const placed = storesByDistance(stores.data ?? [], location.position);

  let body: ReactNode;
  if (stores.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{t('a11y.loading')}</span>
        <div className={GRID}>
          {[1, 2, 3].map((n) => (
            <div key={n} className="overflow-hidden rounded-card border border-line">
              <Skeleton className="aspect-[8/5] w-full rounded-none" />
              <div className="p-4">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="mt-3 h-4 w-full" />
                <Skeleton className="mt-2 h-4 w-1/2" />
                <Skeleton className="mt-2 h-4 w-3/5" />
                <div className="mt-4 flex gap-2">
                  <Skeleton className="h-11 w-24 rounded-full" />
                  <Skeleton className="h-11 w-40 rounded-full" />
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  } else if (stores.isError) {
    body = <ErrorState error={stores.error} onRetry={() => void stores.refetch()} />;
  } else if (placed.length === 0) {
    body = <EmptyState boxed title={t('stores.empty_title')} text={t('stores.empty_text')} />;
  } else {
    body = (
      <ul className={GRID}>
        {placed.map(({ store, distance }) => (
          <li key={store.store_id}>
            <StoreCard store={store} distance={distance} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{t('stores.intro')}</p>
          {stores.data && stores.data.length > 0 ? (
            <p className="mt-1 text-sm text-muted">
              {t('stores.count', { count: stores.data.length })}
              {location.status === 'ready' ? ` · ${t('stores.sorted_by_distance')}` : null}
            </p>
          ) : null}
        </div>
        {location.status !== 'ready' && stores.data && stores.data.length > 0 ? (
          <div className="flex flex-col items-start gap-2 md:items-end">
            <LocateButton
              location={location}
              locate={locate}
              label={t('stores.show_distance')}
              busyLabel={t('stores.locating')}
            />
            <LocationNotice
              location={location}
              denied={t('stores.location_denied')}
              unsupported={t('stores.location_unsupported')}
              className="max-w-sm text-sm text-muted md:text-right"
            />
          </div>
        ) : null}
      </div>
      {body}
    </PageFrame>
  );
}

function StoreCard({ store, distance }: { store: Store; distance: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const label = distance === null ? null : distanceLabel(distance);
  const line = 'flex items-start gap-2 text-sm';

  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-card border border-line bg-white">
      <div className="relative">
        <img
          src={store.image}
          alt={store.name}
          width={PHOTO.width}
          height={PHOTO.height}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full bg-soft object-cover"
        />
        {label ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow-raised tabular">
            {t('stores.distance_away', { distance: t(label.key, { distance: label.distance }) })}
          </span>
        ) : null}
      </div>
      <div className="p-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {store.name}
        </h2>
        {store.rating.review_count > 0 ? (
          <div className="mt-1">
            <Stars value={store.rating.average} count={store.rating.review_count} />
          </div>
        ) : null}
        <address className="mt-2 space-y-2 not-italic">
          <p className="text-sm">
            {store.address}
            <br />
            <span className="text-muted">{t('stores.postcode', { postcode: store.postcode })}</span>
          </p>
          <p className={line}>
            <PhoneIcon size={18} className="mt-0.5 shrink-0 text-muted" />
            <span className="sr-only">{t('stores.phone')}</span>
            <a href={telHref(store.phone)} className="text-accent underline-offset-4 hover:underline tabular">
              {store.phone}
            </a>
          </p>
          <p className={line}>
            <MailIcon size={18} className="mt-0.5 shrink-0 text-muted" />
            <span className="sr-only">{t('stores.email')}</span>
            <a
              href={`mailto:${store.email}`}
              className="break-all text-accent underline-offset-4 hover:underline"
            >
              {store.email}
            </a>
          </p>
        </address>
        <div className={`mt-2 ${line}`}>
          <ClockIcon size={18} className="mt-0.5 shrink-0 text-muted" />
          <div>
            <span className="sr-only">{t('stores.hours')}</span>
            {openingHoursLines(store.opening_hours).map((hours) => (
              <p key={hours}>{hours}</p>
            ))}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <MakeBooking storeId={store.store_id} name={store.name} />
          <Link
            to={href('salon-review', { salonId: store.store_id })}
            aria-label={t('stores.reviews_label', { name: store.name })}
            className={buttonClass('ghost', 'sm', 'border border-line')}
          >
            {t('stores.reviews')}
          </Link>
          <a
            href={mapUrl(store)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('stores.map_label', { name: store.name })}
            className={buttonClass('ghost', 'sm', 'border border-line')}
          >
            {t('stores.map')}
          </a>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className={buttonClass('ghost', 'sm', 'border border-line')}
          >
            {t('stores.details')}
            <ChevronDownIcon size={18} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        </div>
        <div id={panelId} hidden={!open}>
          {open ? <StoreDetailsPanel storeId={store.store_id} name={store.name} /> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * Booking at this salon: for Singapore members a link to the booking form with the salon chosen; for a
 * logged-out visitor the login dialog first, as other members-only links do. Members of other countries
 * cannot book, so they get no button (nor while the session is still loading).
 */
function MakeBooking({ storeId, name }: { storeId: number; name: string }) {
  const { t } = useTranslation();
  const { user, isSg, isLoading } = useAuth();
  const label = t('stores.make_appointment_label', { name });
  const look = buttonClass('secondary', 'sm');
  if (isLoading || (user && !isSg)) return null;
  if (!user) {
    return (
      <button
        type="button"
        className={look}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => openDialog('login', { reason: 'appointment' })}
      >
        {t('stores.make_appointment')}
      </button>
    );
  }
  return (
    <Link
      to={href('appointment-make-appointment', {}, { store: storeId })}
      className={look}
      aria-label={label}
    >
      {t('stores.make_appointment')}
    </Link>
  );
}

/** Stylists and services of one store, loaded the first time its panel opens. */
function StoreDetailsPanel({ storeId, name }: { storeId: number; name: string }) {
  const { t } = useTranslation();
  const details = useStoreDetails(storeId);
  const stylistsId = useId();
  const servicesId = useId();

  if (details.isPending) {
    return (
      <div role="status" className="mt-4 space-y-3 border-t border-line pt-4">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="h-5 w-24" />
        <div className="flex gap-3">
          <Skeleton className="size-12 rounded-full" />
          <Skeleton className="size-12 rounded-full" />
          <Skeleton className="size-12 rounded-full" />
        </div>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );
  }
  if (details.isError) {
    return <ErrorState className="py-6" error={details.error} onRetry={() => void details.refetch()} />;
  }

  const { stylists, services } = details.data;
  return (
    <section aria-label={t('stores.details_label', { name })} className="mt-4 border-t border-line pt-4">
      <h3 id={stylistsId} className="text-sm font-semibold">
        {t('stores.stylists')}
      </h3>
      {stylists.length > 0 ? (
        <ul aria-labelledby={stylistsId} className="mt-2 grid grid-cols-2 gap-3">
          {stylists.map((stylist) => (
            <li key={stylist.id}>
              <StylistLine stylist={stylist} size={48} />
              {stylist.rating.review_count > 0 ? (
                <div className="mt-1 pl-[60px]">
                  <Stars value={stylist.rating.average} count={stylist.rating.review_count} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">{t('stores.no_stylists')}</p>
      )}
      <h3 id={servicesId} className="mt-4 text-sm font-semibold">
        {t('stores.services')}
      </h3>
      {services.length > 0 ? (
        <ul aria-labelledby={servicesId} className="mt-2 divide-y divide-line">
          {services.map((service) => (
            <li key={service.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium">{service.name}</span>
                {service.description ? (
                  <span className="block text-xs text-muted">{service.description}</span>
                ) : null}
                <span className="block text-xs text-muted">
                  {t('stores.duration', { count: service.duration_minutes })}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular">
                {formatPrice(service.price, service.currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">{t('stores.no_services')}</p>
      )}
    </section>
  );
}
