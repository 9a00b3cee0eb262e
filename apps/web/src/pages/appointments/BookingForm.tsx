import {
  type Appointment,
  type BookingService,
  formatPrice,
  formatShopDate,
  type Language,
  minutesToTime,
  serviceTotals,
  timeToMinutes,
} from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  EmptyState,
  ErrorState,
  FieldError,
  FormError,
  fieldText,
  isApiError,
  Skeleton,
  serverText,
  showToast,
  TextAreaField,
  useLanguage,
} from '@beauty/ui';
import type { TFunction } from 'i18next';
import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBookAppointment, useEditAppointment, useSlots } from '../../api/appointments';
import { useStoreList } from '../../api/stores';
import { useVoucherList } from '../../api/vouchers';
import { LocateButton, LocationNotice } from '../../components/MyLocation';
import { useReducedMotion } from '../../lib/hooks';
import { useMyLocation } from '../../lib/location';
import { href } from '../../routes/paths';
import { storesByDistance } from '../salons/stores';
import { BookingCalendar } from './BookingCalendar';
import { SalonChoice, ServiceChoice, Step, StepNote, StylistChoice, TimeGrid } from './BookingSteps';
import {
  answerFits,
  type BookedState,
  type BookingDraft,
  draftBody,
  draftReducer,
  type ErrorPlace,
  errorPlace,
  missingStep,
  type OwnBooking,
  remarksProblem,
  slotChoice,
  timesWithOwn,
} from './booking-state';

type Errors = Partial<Record<ErrorPlace, string>>;
type StepName = 'salon' | 'stylist' | 'services' | 'date' | 'time';

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
 * The booking form of /appointment/new and /appointment/edit/{id}: salon, stylist, services, day, time,
 * remarks and a service voucher, with a summary and Confirm beside (desktop) or under (phone) the steps.
 * Every choice asks checkslot again for what the next step offers; the answer on screen only counts for the
 * choices it was asked for (the previous one stays while the next loads). On the edit page `editing` is the
 * booking: its own time counts as free, and saving leads back to its detail page.
 */
export function BookingForm({ initial, editing }: { initial: BookingDraft; editing?: Appointment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [errors, setErrors] = useState<Errors>({});
  const ids = {
    salon: useId(),
    stylist: useId(),
    services: useId(),
    date: useId(),
    time: useId(),
    remarks: useId(),
    voucher: useId(),
    summary: useId(),
  };
  const headings: Record<StepName, RefObject<HTMLHeadingElement | null>> = {
    salon: useRef<HTMLHeadingElement>(null),
    stylist: useRef<HTMLHeadingElement>(null),
    services: useRef<HTMLHeadingElement>(null),
    date: useRef<HTMLHeadingElement>(null),
    time: useRef<HTMLHeadingElement>(null),
  };
  const remarksRef = useRef<HTMLTextAreaElement>(null);
  const voucherRef = useRef<HTMLSelectElement>(null);

  const stores = useStoreList();
  const { location, locate } = useMyLocation();
  const placed = useMemo(
    () => storesByDistance(stores.data ?? [], location.position),
    [stores.data, location.position],
  );
  const vouchers = useVoucherList('active');
  const book = useBookAppointment();
  const edit = useEditAppointment();
  const saving = book.isPending || edit.isPending;

  const choice = slotChoice(draft, editing?.booking_id);
  const slots = useSlots(choice);
  const storeAnswer = answerFits(slots.data, choice, 'store') ? slots.data : undefined;
  const stylistAnswer = answerFits(slots.data, choice, 'stylist') ? slots.data : undefined;
  const timesAnswer = answerFits(slots.data, choice, 'times') ? slots.data : undefined;
  const fresh = !slots.isPlaceholderData;

  const own = useMemo<OwnBooking | null>(
    () =>
      editing
        ? {
            stylistId: editing.stylist.id,
            date: editing.date,
            time: editing.time,
            durationMinutes: editing.duration_minutes,
          }
        : null,
    [editing],
  );
  const times = useMemo(
    () =>
      timesAnswer
        ? timesWithOwn(timesAnswer.times, own, {
            stylistId: timesAnswer.stylist_id,
            date: timesAnswer.date,
            durationMinutes: timesAnswer.duration_minutes,
          })
        : null,
    [timesAnswer, own],
  );

  // What the stylist's latest answer no longer offers goes from the draft (a time taken meanwhile, say).
  useEffect(() => {
    if (!fresh || !stylistAnswer) return;
    dispatch({
      type: 'reconcile',
      offer: { serviceIds: stylistAnswer.services.map((s) => s.id), dates: stylistAnswer.dates, times },
    });
  }, [fresh, stylistAnswer, times]);

  // A ?store= that is not one of the salons (an old link) chooses nothing.
  useEffect(() => {
    if (stores.data && draft.storeId !== null && !stores.data.some((s) => s.store_id === draft.storeId))
      dispatch({ type: 'store', storeId: null });
  }, [stores.data, draft.storeId]);

  /** Focus on a step's heading, scrolled up when it sits low on the screen (its choices below it). */
  function moveTo(step: StepName) {
    const heading = headings[step].current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const { top } = heading.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6)
      heading.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  const clear = (...places: ErrorPlace[]) =>
    setErrors((current) => {
      if (!places.some((place) => current[place])) return current;
      const next = { ...current };
      for (const place of places) delete next[place];
      return next;
    });

  const missingText: Record<StepName, string> = {
    salon: t('booking.salon.missing'),
    stylist: t('booking.stylist.missing'),
    services: t('booking_services_required', { ns: 'messages' }),
    date: t('booking.date.missing'),
    time: t('booking_time_invalid', { ns: 'messages' }),
  };

  function refused(error: unknown) {
    const { place, fieldMessage } = errorPlace(
      isApiError(error) ? error.messageKey : undefined,
      isApiError(error) ? error.fieldErrors : {},
    );
    setErrors({ [place]: fieldText(t, fieldMessage) ?? serverText(t, error) });
    if (place === 'time') {
      // Taken meanwhile, or no longer fitting: the times on screen are stale.
      dispatch({ type: 'time', time: null });
      void slots.refetch();
    }
    if (place === 'remarks') remarksRef.current?.focus();
    else if (place === 'voucher') voucherRef.current?.focus();
    else if (place !== 'form') moveTo(place);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const missing = missingStep(draft);
    const body = draftBody(draft);
    if (missing || !body) {
      const step = missing ?? 'salon';
      setErrors({ [step]: missingText[step] });
      moveTo(step);
      return;
    }
    const remarksIssue = remarksProblem(draft.remarks);
    if (remarksIssue) {
      setErrors({ remarks: fieldText(t, remarksIssue) });
      remarksRef.current?.focus();
      return;
    }
    setErrors({});
    if (editing) {
      edit.mutate(
        { ...body, booking_id: editing.booking_id },
        {
          onSuccess: () => {
            const detail = href('appointment-detail', { id: editing.booking_id });
            showToast(t('booking.edited'), 'success', { page: detail });
            navigate(detail, { replace: true });
          },
          onError: refused,
        },
      );
    } else {
      book.mutate(body, {
        onSuccess: (appointment) => {
          const state: BookedState = { appointment };
          navigate(href('appointment-complete'), { state, replace: true });
        },
        onError: refused,
      });
    }
  }

  const currency = stylistAnswer?.currency ?? storeAnswer?.currency ?? editing?.currency ?? 'SGD';
  const services: BookingService[] =
    stylistAnswer?.services ?? (editing && editing.stylist.id === draft.stylistId ? editing.services : []);
  const chosenServices = services.filter((s) => draft.serviceIds.includes(s.id));
  const totals = serviceTotals(chosenServices);
  const storeName =
    stores.data?.find((s) => s.store_id === draft.storeId)?.name ??
    (editing?.store.id === draft.storeId ? editing?.store.name : undefined);
  const stylist =
    storeAnswer?.stylists.find((s) => s.id === draft.stylistId) ??
    (editing?.stylist.id === draft.stylistId ? editing?.stylist : undefined);
  const voucherList = (vouchers.data?.pages ?? []).flatMap((page) => page.vouchers);
  const voucherOptions = [
    ...(editing?.voucher && !voucherList.some((v) => v.id === editing.voucher?.id)
      ? [{ id: editing.voucher.id, text: editing.voucher.name }]
      : []),
    ...voucherList.map((v) => ({
      id: v.id,
      text: t('booking.voucher.option', { name: v.name, date: formatShopDate(v.valid_until, language) }),
    })),
  ];
  const chosenVoucher = voucherOptions.find((v) => v.id === draft.voucherId);
  const retrySlots = () => void slots.refetch();
  /** What a step takes from the form by its name: its heading (text, id, ref for moveTo) and its error. */
  const stepOf = (name: StepName) => ({
    title: t(`booking.${name}.heading`),
    headingId: ids[name],
    headingRef: headings[name],
    error: errors[name],
  });

  // -------------------------------------------------------------------------------------------------------
  // The steps' bodies: a note until the step before is chosen, a skeleton, a retry, an empty line, the choices.

  let salonBody: ReactNode;
  if (stores.isPending) salonBody = <StepSkeleton rows={4} />;
  else if (stores.isError && !stores.data)
    salonBody = <ErrorState error={stores.error} onRetry={() => void stores.refetch()} />;
  else if (placed.length === 0)
    salonBody = (
      <EmptyState boxed title={t('booking.salon.empty_title')} text={t('booking.salon.empty_text')} />
    );
  else
    salonBody = (
      <SalonChoice
        placed={placed}
        value={draft.storeId}
        labelledBy={ids.salon}
        onChange={(storeId, byPointer) => {
          dispatch({ type: 'store', storeId });
          setErrors({});
          if (byPointer) moveTo('stylist');
        }}
      />
    );

  const slotsFailed = slots.isError ? <ErrorState error={slots.error} onRetry={retrySlots} /> : null;

  let stylistBody: ReactNode;
  if (draft.storeId === null) stylistBody = <StepNote>{t('booking.stylist.choose_salon_first')}</StepNote>;
  else if (!storeAnswer) stylistBody = slotsFailed ?? <StepSkeleton rows={4} />;
  else if (storeAnswer.stylists.length === 0) stylistBody = <StepNote>{t('booking.stylist.empty')}</StepNote>;
  else
    stylistBody = (
      <StylistChoice
        stylists={storeAnswer.stylists}
        value={draft.stylistId}
        labelledBy={ids.stylist}
        onChange={(stylistId, byPointer) => {
          dispatch({ type: 'stylist', stylistId });
          clear('stylist', 'services', 'date', 'time', 'remarks', 'form');
          if (byPointer) moveTo('services');
        }}
      />
    );

  let servicesBody: ReactNode;
  let dateBody: ReactNode;
  if (draft.stylistId === null) {
    servicesBody = <StepNote>{t('booking.services.choose_stylist_first')}</StepNote>;
    dateBody = <StepNote>{t('booking.date.choose_stylist_first')}</StepNote>;
  } else if (!stylistAnswer) {
    servicesBody = slotsFailed ?? <StepSkeleton rows={3} className="h-14" />;
    dateBody = slotsFailed ? null : <Skeleton className="mx-auto h-80 w-full max-w-80" />;
  } else {
    servicesBody =
      stylistAnswer.services.length === 0 ? (
        <StepNote>{t('booking.services.empty')}</StepNote>
      ) : (
        <ServiceChoice
          services={stylistAnswer.services}
          value={draft.serviceIds}
          currency={currency}
          labelledBy={ids.services}
          onChange={(serviceId, chosen) => {
            dispatch({ type: 'service', serviceId, chosen });
            clear('services', 'time', 'form');
          }}
        />
      );
    dateBody =
      stylistAnswer.dates.length === 0 ? (
        <StepNote>{t('booking.date.none')}</StepNote>
      ) : (
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
            labelledBy={ids.date}
            onChange={(date) => {
              dispatch({ type: 'date', date });
              clear('date', 'time', 'form');
              moveTo('time');
            }}
          />
          <p aria-live="polite" className="mt-2 text-center text-sm font-medium">
            {draft.date ? t('booking.date.chosen', { date: dayText(t, draft.date, language) }) : ''}
          </p>
        </>
      );
  }

  let timeBody: ReactNode;
  if (draft.stylistId === null || draft.serviceIds.length === 0)
    timeBody = <StepNote>{t('booking.time.choose_services_first')}</StepNote>;
  else if (draft.date === null) timeBody = <StepNote>{t('booking.time.choose_date_first')}</StepNote>;
  else if (!times && slots.isError) timeBody = slotsFailed;
  else
    timeBody = (
      <TimeGrid
        times={times}
        loading={!times}
        value={draft.time}
        labelledBy={ids.time}
        onChange={(time) => {
          dispatch({ type: 'time', time });
          clear('time', 'form');
        }}
      />
    );

  const remarksError = errors.remarks;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Step
          number={1}
          {...stepOf('salon')}
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
          {salonBody}
        </Step>

        <Step number={2} {...stepOf('stylist')}>
          {stylistBody}
        </Step>

        <Step number={3} {...stepOf('services')}>
          {servicesBody}
        </Step>

        <Step number={4} {...stepOf('date')}>
          {dateBody}
        </Step>

        <Step number={5} {...stepOf('time')}>
          {timeBody}
        </Step>

        <Step number={6} title={t('booking.remarks.heading')} headingId={ids.remarks}>
          <TextAreaField
            textareaRef={remarksRef}
            label={t('booking.remarks.label')}
            hint={t('booking.remarks.hint')}
            value={draft.remarks}
            rows={3}
            max={500}
            error={remarksError}
            onChange={(remarks) => {
              dispatch({ type: 'remarks', remarks });
              // Once shown, the message follows the typing, so it goes as soon as the text is right.
              if (remarksError) {
                const issue = remarksProblem(remarks);
                setErrors((current) => ({ ...current, remarks: issue ? fieldText(t, issue) : undefined }));
              }
            }}
            onBlur={() => {
              const issue = remarksProblem(draft.remarks);
              setErrors((current) => ({ ...current, remarks: issue ? fieldText(t, issue) : undefined }));
            }}
          />

          {voucherOptions.length > 0 ? (
            <div className="mt-5 flex flex-col gap-1">
              <label htmlFor={ids.voucher} className="text-sm font-medium">
                {t('booking.voucher.label')}
              </label>
              <select
                ref={voucherRef}
                id={ids.voucher}
                value={draft.voucherId ?? ''}
                aria-invalid={errors.voucher ? true : undefined}
                aria-describedby={`${ids.voucher}-hint${errors.voucher ? ` ${ids.voucher}-error` : ''}`}
                onChange={(event) => {
                  dispatch({
                    type: 'voucher',
                    voucherId: event.target.value ? Number(event.target.value) : null,
                  });
                  clear('voucher', 'form');
                }}
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
      </div>

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
          <SummaryRow label={t('booking.summary.salon')} value={storeName} />
          <SummaryRow label={t('booking.summary.stylist')} value={stylist?.name} />
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
                value={<span className="font-semibold">{formatPrice(totals.price, currency)}</span>}
              />
            </>
          ) : null}
          {chosenVoucher ? (
            <SummaryRow label={t('booking.summary.voucher')} value={chosenVoucher.text} />
          ) : null}
        </dl>
        <FormError message={errors.form} />
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
    </form>
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
