import { formatPrice, formatShopDate, type Language, minutesToTime, timeToMinutes } from '@beauty/shared';
import { BusyLabel, buttonClass, FormError, useLanguage } from '@beauty/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../routes/paths';
import type { BookingFormState } from './useBookingForm';

/** "Tue 24 Nov 2026" / "2026年11月24日（周二）": a booking day as the summary and the complete page write it. */
export function dayText(t: TFunction, date: string, language: Language): string {
  return t('booking.summary.date_value', {
    date: formatShopDate(date, language, 'date'),
    weekday: formatShopDate(date, language, 'weekday'),
  });
}

/** "10:00–11:30": a start time and the end after `minutes`. */
export function timeRangeText(t: TFunction, start: string, minutes: number): string {
  const from = timeToMinutes(start) ?? 0;
  return t('booking.summary.time_value', { start, end: minutesToTime(from + minutes) });
}

/**
 * The booking form's summary of the choices so far, its message when Confirm was refused as a whole, and
 * Confirm (Save on the edit page, with the way back to the booking).
 */
export function BookingSummary({
  form,
}: {
  form: Pick<
    BookingFormState,
    | 'ids'
    | 'draft'
    | 'errors'
    | 'storeName'
    | 'stylistName'
    | 'chosenServices'
    | 'totals'
    | 'currency'
    | 'chosenVoucher'
    | 'saving'
    | 'editing'
  >;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { ids, draft, chosenServices, totals, chosenVoucher, saving, editing } = form;
  return (
    <aside
      aria-labelledby={ids.summary}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 md:p-5 lg:sticky lg:top-6"
    >
      <h2 id={ids.summary} className="text-lg font-semibold">
        {t('booking.summary.heading')}
      </h2>
      <dl
        className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
        data-testid="booking-summary"
      >
        <SummaryRow label={t('booking.summary.salon')} value={form.storeName} />
        <SummaryRow label={t('booking.summary.stylist')} value={form.stylistName} />
        <SummaryRow
          label={t('booking.summary.date')}
          value={draft.date ? dayText(t, draft.date, language) : undefined}
        />
        <SummaryRow
          label={t('booking.summary.time')}
          value={draft.time ? timeRangeText(t, draft.time, totals.duration_minutes) : undefined}
        />
        <SummaryRow
          label={t('booking.summary.services')}
          value={
            chosenServices.length > 0 ? (
              <ul>
                {chosenServices.map((s) => (
                  <li key={s.id}>{s.name}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
        {chosenServices.length > 0 ? (
          <>
            <SummaryRow
              label={t('booking.summary.duration')}
              value={t('booking.services.duration', { count: totals.duration_minutes })}
            />
            <SummaryRow
              label={t('booking.summary.total')}
              value={<span className="font-semibold">{formatPrice(totals.price, form.currency)}</span>}
            />
          </>
        ) : null}
        {chosenVoucher ? (
          <SummaryRow label={t('booking.summary.voucher')} value={chosenVoucher.text} />
        ) : null}
      </dl>
      <FormError message={form.errors.form} />
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={saving}
        aria-busy={saving}
      >
        <BusyLabel busy={saving}>{editing ? t('booking.save') : t('booking.confirm')}</BusyLabel>
      </button>
      {editing ? (
        <Link
          to={href('appointment-detail', { id: editing.booking_id })}
          className={buttonClass('text', 'md', 'self-center')}
        >
          {t('booking.cancel_edit')}
        </Link>
      ) : null}
    </aside>
  );
}

function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words tabular">
        {value ?? <span className="text-muted">{t('booking.summary.not_chosen')}</span>}
      </dd>
    </>
  );
}
