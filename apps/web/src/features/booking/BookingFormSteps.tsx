import { formatShopDate } from '@beauty/shared';
import { EmptyState, ErrorState, FieldError, Skeleton, TextAreaField, useLanguage } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateButton, LocationNotice } from '../../components/MyLocation';
import { BookingCalendar } from './BookingCalendar';
import { ServiceChoice, Step, StepNote, StoreChoice, StylistChoice, TimeGrid } from './BookingSteps';
import { dayText } from './BookingSummary';
import type { BookingFormState } from './useBookingForm';

/*
 * The booking form's six steps, each the section of one choice with its body: a note until the step before is
 * chosen, a skeleton, a retry, an empty line, or the choices. Each takes from the form's state
 * (useBookingForm) only the part its type names.
 */

/** A step's loading placeholder: `rows` bars in the shape of its choices. */
function StepSkeleton({ rows, className = 'h-16' }: { rows: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-2 md:grid-cols-2">
      <span className="sr-only">{t('a11y.loading')}</span>
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}

/** The checkslot call failed: its retry, in whichever step waits for it. */
function SlotsFailed({ form }: { form: Pick<BookingFormState, 'slots' | 'retrySlots'> }) {
  return <ErrorState error={form.slots.error} onRetry={form.retrySlots} />;
}

export function StoreStep({
  form,
}: {
  form: Pick<
    BookingFormState,
    'stepOf' | 'stores' | 'placed' | 'location' | 'locate' | 'draft' | 'ids' | 'chooseStore'
  >;
}) {
  const { t } = useTranslation();
  const { stores, placed, location, locate } = form;
  return (
    <Step
      number={1}
      {...form.stepOf('salon')}
      action={
        stores.data && stores.data.length > 1 ? (
          location.status === 'ready' ? (
            <span className="text-sm text-muted">{t('booking.salon.nearest_first')}</span>
          ) : (
            <LocateButton
              location={location}
              locate={locate}
              label={t('booking.salon.use_location')}
              busyLabel={t('booking.salon.locating')}
            />
          )
        ) : null
      }
    >
      <LocationNotice
        location={location}
        denied={t('booking.salon.denied')}
        unsupported={t('booking.salon.unsupported')}
        className="text-sm text-muted empty:hidden"
      />
      {stores.isPending ? (
        <StepSkeleton rows={4} />
      ) : stores.isError && !stores.data ? (
        <ErrorState error={stores.error} onRetry={() => void stores.refetch()} />
      ) : placed.length === 0 ? (
        <EmptyState boxed title={t('booking.salon.empty_title')} text={t('booking.salon.empty_text')} />
      ) : (
        <StoreChoice
          placed={placed}
          value={form.draft.storeId}
          labelledBy={form.ids.salon}
          onChange={form.chooseStore}
        />
      )}
    </Step>
  );
}

export function StylistStep({
  form,
}: {
  form: Pick<
    BookingFormState,
    'stepOf' | 'draft' | 'storeAnswer' | 'slots' | 'retrySlots' | 'ids' | 'chooseStylist'
  >;
}) {
  const { t } = useTranslation();
  const { draft, storeAnswer } = form;
  return (
    <Step number={2} {...form.stepOf('stylist')}>
      {draft.storeId === null ? (
        <StepNote>{t('booking.stylist.choose_salon_first')}</StepNote>
      ) : !storeAnswer ? (
        form.slots.isError ? (
          <SlotsFailed form={form} />
        ) : (
          <StepSkeleton rows={4} />
        )
      ) : storeAnswer.stylists.length === 0 ? (
        <StepNote>{t('booking.stylist.empty')}</StepNote>
      ) : (
        <StylistChoice
          stylists={storeAnswer.stylists}
          value={draft.stylistId}
          labelledBy={form.ids.stylist}
          onChange={form.chooseStylist}
        />
      )}
    </Step>
  );
}

export function ServicesStep({
  form,
}: {
  form: Pick<
    BookingFormState,
    'stepOf' | 'draft' | 'stylistAnswer' | 'slots' | 'retrySlots' | 'currency' | 'ids' | 'chooseService'
  >;
}) {
  const { t } = useTranslation();
  const { draft, stylistAnswer } = form;
  return (
    <Step number={3} {...form.stepOf('services')}>
      {draft.stylistId === null ? (
        <StepNote>{t('booking.services.choose_stylist_first')}</StepNote>
      ) : !stylistAnswer ? (
        form.slots.isError ? (
          <SlotsFailed form={form} />
        ) : (
          <StepSkeleton rows={3} className="h-14" />
        )
      ) : stylistAnswer.services.length === 0 ? (
        <StepNote>{t('booking.services.empty')}</StepNote>
      ) : (
        <ServiceChoice
          services={stylistAnswer.services}
          value={draft.serviceIds}
          currency={form.currency}
          labelledBy={form.ids.services}
          onChange={form.chooseService}
        />
      )}
    </Step>
  );
}

export function DateStep({
  form,
}: {
  form: Pick<BookingFormState, 'stepOf' | 'draft' | 'stylistAnswer' | 'slots' | 'ids' | 'chooseDate'>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { draft, stylistAnswer } = form;
  let body: ReactNode;
  if (draft.stylistId === null) body = <StepNote>{t('booking.date.choose_stylist_first')}</StepNote>;
  // A failed call says so in the services step above: one retry, not two.
  else if (!stylistAnswer)
    body = form.slots.isError ? null : <Skeleton className="mx-auto h-80 w-full max-w-80" />;
  else if (stylistAnswer.dates.length === 0) body = <StepNote>{t('booking.date.none')}</StepNote>;
  else
    body = (
      <>
        <p className="mb-3 text-sm text-muted">
          {t('booking.date.hint', { last: formatShopDate(stylistAnswer.last_date, language) })}
        </p>
        <BookingCalendar
          key={`${draft.storeId}-${draft.stylistId}`}
          days={stylistAnswer.dates}
          first={stylistAnswer.first_date}
          last={stylistAnswer.last_date}
          value={draft.date}
          labelledBy={form.ids.date}
          onChange={form.chooseDate}
        />
        <p aria-live="polite" className="mt-2 text-center text-sm font-medium">
          {draft.date ? t('booking.date.chosen', { date: dayText(t, draft.date, language) }) : ''}
        </p>
      </>
    );
  return (
    <Step number={4} {...form.stepOf('date')}>
      {body}
    </Step>
  );
}

export function TimeStep({
  form,
}: {
  form: Pick<BookingFormState, 'stepOf' | 'draft' | 'times' | 'slots' | 'retrySlots' | 'ids' | 'chooseTime'>;
}) {
  const { t } = useTranslation();
  const { draft, times } = form;
  return (
    <Step number={5} {...form.stepOf('time')}>
      {draft.stylistId === null || draft.serviceIds.length === 0 ? (
        <StepNote>{t('booking.time.choose_services_first')}</StepNote>
      ) : draft.date === null ? (
        <StepNote>{t('booking.time.choose_date_first')}</StepNote>
      ) : !times && form.slots.isError ? (
        <SlotsFailed form={form} />
      ) : (
        <TimeGrid
          times={times}
          loading={!times}
          value={draft.time}
          labelledBy={form.ids.time}
          onChange={form.chooseTime}
        />
      )}
    </Step>
  );
}

/** Remarks, and a service voucher when the member has one (or the edited booking holds one). */
export function RemarksStep({
  form,
}: {
  form: Pick<
    BookingFormState,
    | 'draft'
    | 'errors'
    | 'ids'
    | 'remarksRef'
    | 'voucherRef'
    | 'voucherOptions'
    | 'changeRemarks'
    | 'leaveRemarks'
    | 'chooseVoucher'
  >;
}) {
  const { t } = useTranslation();
  const { draft, errors, ids, voucherOptions } = form;
  return (
    <Step number={6} title={t('booking.remarks.heading')} headingId={ids.remarks}>
      <TextAreaField
        textareaRef={form.remarksRef}
        label={t('booking.remarks.label')}
        hint={t('booking.remarks.hint')}
        value={draft.remarks}
        rows={3}
        max={500}
        error={errors.remarks}
        onChange={form.changeRemarks}
        onBlur={form.leaveRemarks}
      />

      {voucherOptions.length > 0 ? (
        <div className="mt-5 flex flex-col gap-1">
          <label htmlFor={ids.voucher} className="text-sm font-medium">
            {t('booking.voucher.label')}
          </label>
          <select
            ref={form.voucherRef}
            id={ids.voucher}
            value={draft.voucherId ?? ''}
            aria-invalid={errors.voucher ? true : undefined}
            aria-describedby={`${ids.voucher}-hint${errors.voucher ? ` ${ids.voucher}-error` : ''}`}
            onChange={(event) => form.chooseVoucher(event.target.value ? Number(event.target.value) : null)}
            className="min-h-target w-full rounded-card border border-line bg-white px-3 text-base aria-[invalid=true]:border-deal"
          >
            <option value="">{t('booking.voucher.none')}</option>
            {voucherOptions.map((v) => (
              <option key={v.id} value={v.id}>
                {v.text}
              </option>
            ))}
          </select>
          <p id={`${ids.voucher}-hint`} className="text-xs text-muted">
            {t('booking.voucher.hint')}
          </p>
          <FieldError id={`${ids.voucher}-error`} message={errors.voucher} />
        </div>
      ) : null}
    </Step>
  );
}
