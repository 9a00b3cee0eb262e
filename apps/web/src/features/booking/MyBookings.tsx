import type { MyBookingsAnswer } from '@beauty/shared';
import { buttonClass, EmptyState, ErrorState, useLanguage } from '@beauty/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AccountTabsNav } from '../../components/AccountTabsNav';
import { Pagination } from '../../components/listing/Pagination';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { useBookingList } from './api';
import { BookingCard, BookingCardSkeleton } from './BookingCard';
import { BookingGate } from './BookingGate';
import {
  BOOKING_TABS,
  type BookingTab,
  bookingTypeOf,
  groupByMonth,
  listStateFrom,
  monthHeading,
  myBookingsHref,
  pageCount,
} from './booking-helpers';

/** /appointment/my-appointment: Singapore members only. */
export function BookingMine() {
  return (
    <BookingGate>
      <MyBookings />
    </BookingGate>
  );
}

/**
 * The member's appointments as two tabs whose choice is in the address (?tab=past, ?page=2): upcoming ones
 * soonest first, past ones latest first, under a heading per month, each a card leading to its page.
 */
function MyBookings() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tab, page } = listStateFrom(params);
  const list = useBookingList(bookingTypeOf(tab), page);
  useDocumentTitle(`${t(`my_appointments.tabs.${tab}`)} · ${t('my_appointments.title')}`);

  // A page past the end (a list that shrank since the link was made) goes to the last one there is.
  const data = list.isPlaceholderData ? undefined : list.data;
  if (data && data.appointments.length === 0 && data.total > 0 && page > 1)
    return <Navigate replace to={myBookingsHref(tab, pageCount(data.total, data.per_page))} />;

  const hasAny = (list.data?.appointments.length ?? 0) > 0;
  return (
    <PageFrame
      title={t('my_appointments.title')}
      aside={
        hasAny ? (
          <Link
            to={href('appointment-make-appointment')}
            className={buttonClass('secondary', 'sm', 'md:ml-auto')}
          >
            {t('my_appointments.make_appointment')}
          </Link>
        ) : null
      }
    >
      <div className="flex flex-col gap-6 md:flex-row">
        <AccountTabsNav
          label={t('my_appointments.tabs_label')}
          tabs={BOOKING_TABS.map((key) => ({
            key,
            label: t(`my_appointments.tabs.${key}`),
            to: myBookingsHref(key),
            active: key === tab,
          }))}
        />
        <div className="min-w-0 flex-1">
          {list.isPending ? (
            <div role="status" className="grid gap-4 sm:grid-cols-2">
              <span className="sr-only">{t('a11y.loading')}</span>
              <BookingCardSkeleton />
              <BookingCardSkeleton />
              <BookingCardSkeleton />
            </div>
          ) : list.data === undefined ? (
            <ErrorState boxed error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.appointments.length === 0 && !list.isPlaceholderData ? (
            <EmptyBookings tab={tab} />
          ) : (
            <BookingGroups answer={list.data} busy={list.isPlaceholderData} />
          )}
        </div>
      </div>
    </PageFrame>
  );
}

function BookingGroups({ answer, busy }: { answer: MyBookingsAnswer; busy: boolean }) {
  const language = useLanguage();
  return (
    <>
      <div aria-busy={busy || undefined} className={`flex flex-col gap-8 ${busy ? 'opacity-60' : ''}`}>
        {groupByMonth(answer.appointments).map((group) => (
          <MonthSection key={group.month} heading={monthHeading(group.month, language)}>
            {group.items.map((booking) => (
              <li key={booking.booking_id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </MonthSection>
        ))}
      </div>
      <Pagination page={answer.page} totalPages={pageCount(answer.total, answer.per_page)} />
    </>
  );
}

function MonthSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">{children}</ul>
    </section>
  );
}

function EmptyBookings({ tab }: { tab: BookingTab }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      boxed
      title={t(`my_appointments.empty.${tab}`)}
      text={t(`my_appointments.empty_text.${tab}`)}
      action={
        <Link to={href('appointment-make-appointment')} className={buttonClass('primary')}>
          {t('my_appointments.make_appointment')}
        </Link>
      }
    />
  );
}
