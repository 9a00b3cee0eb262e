import { DELIVERY_SLOTS, type DeliverySlot, formatShopDate, type Schedule } from '@beauty/shared';
import { buttonClass, FieldError, Skeleton, serverText, useLanguage } from '@beauty/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Moves focus into a DayPicker: to its chosen day, else its first day. */
export function focusDay(group: HTMLFieldSetElement | null) {
  (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input'))?.focus();
}

/** Moves focus to a SlotPicker's first free slot. */
export function focusSlot(group: HTMLFieldSetElement | null) {
  group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
}

/**
 * Day chips as a radio group (a keyboard moves with the arrow keys inside a native radio group), each day
 * written by the shop's date formatter: the same words as every other date the shop shows, whatever the
 * browser's own date format. `error` is announced with the group; `groupRef` lets a form focus it.
 */
export function DayPicker({
  days,
  value,
  onChange,
  legend,
  name,
  hint,
  error,
  groupRef,
}: {
  days: string[];
  value: string | null;
  onChange: (day: string) => void;
  legend: string;
  name: string;
  hint?: string;
  error?: string;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const language = useLanguage();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      className="min-w-0 outline-none"
    >
      <legend className="mb-2 font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:px-0">
        {days.map((day) => (
          <label
            key={day}
            className={`relative flex min-h-target min-w-16 shrink-0 cursor-pointer flex-col items-center justify-center rounded-card border px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-accent ${
              value === day ? 'border-accent bg-accent-soft font-semibold text-accent' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={day}
              checked={value === day}
              onChange={() => onChange(day)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="text-xs">{formatShopDate(day, language, 'weekday')}</span>
            <span className="tabular whitespace-nowrap">{formatShopDate(day, language, 'day')}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * The delivery slots of the chosen day as pills, the full ones disabled and marked; a skeleton while they load
 * and a retry when they could not. Only an answer for `date` counts: the previous day's slots never show
 * under the next one.
 */
export function SlotPicker({
  date,
  schedule,
  value,
  onChange,
  legend,
  error,
  groupRef,
}: {
  date: string;
  schedule: UseQueryResult<Schedule>;
  value: DeliverySlot | null;
  onChange: (slot: DeliverySlot) => void;
  legend: string;
  error?: string;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const slots = schedule.data?.date === date ? schedule.data.slots : null;
  const loading = !slots && schedule.isFetching;
  const loadError = !slots && schedule.isError ? schedule.error : null;
  const shown = slots ?? DELIVERY_SLOTS.map((time) => ({ time, available: false }));
  return (
    <fieldset
      ref={groupRef}
      className="mt-4"
      aria-describedby={error ? errorId : undefined}
      aria-busy={loading || undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {loadError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-deal">{serverText(t, loadError)}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void schedule.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : loading ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DELIVERY_SLOTS.map((slot) => (
            <Skeleton key={slot} className="h-11 rounded-full" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {shown.map((slot) => {
            const id = `${name}-${slot.time}`;
            return (
              <div key={slot.time} className="relative">
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={slot.time}
                  checked={value === slot.time}
                  disabled={!slot.available}
                  onChange={() => onChange(slot.time)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <label
                  htmlFor={id}
                  className="flex min-h-target flex-col items-center justify-center rounded-full border border-line px-3 text-sm tabular peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:font-semibold peer-checked:text-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:border-dashed peer-disabled:text-muted"
                >
                  <span>{slot.time.replace('-', ' – ')}</span>
                  {!slot.available ? <span className="text-[11px]">{t('checkout.slot_full')}</span> : null}
                </label>
              </div>
            );
          })}
        </div>
      )}
      {slots && !slots.some((slot) => slot.available) ? (
        <p className="mt-2 text-sm text-muted">{t('checkout.no_slots')}</p>
      ) : null}
      <FieldError id={errorId} message={error} alert />
    </fieldset>
  );
}

/**
 * A delivery day and time: the days the shop delivers on as chips, then the chosen day's free slots. Checkout
 * and a failed delivery's reschedule use it; the caller owns the schedule query (`useSchedule(date)`) and the
 * choices.
 */
export function DeliveryDayPicker({
  days,
  date,
  onDateChange,
  schedule,
  time,
  onTimeChange,
  dateLegend,
  dateHint,
  timeLegend,
  name,
  dateError,
  timeError,
  dateRef,
  timeRef,
}: {
  days: string[];
  date: string;
  onDateChange: (day: string) => void;
  schedule: UseQueryResult<Schedule>;
  time: DeliverySlot | null;
  onTimeChange: (slot: DeliverySlot) => void;
  dateLegend: string;
  dateHint?: string;
  timeLegend: string;
  name: string;
  dateError?: string;
  timeError?: string;
  dateRef?: Ref<HTMLFieldSetElement>;
  timeRef?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <>
      <DayPicker
        groupRef={dateRef}
        days={days}
        value={date}
        legend={dateLegend}
        hint={dateHint}
        name={name}
        error={dateError}
        onChange={onDateChange}
      />
      <SlotPicker
        groupRef={timeRef}
        date={date}
        schedule={schedule}
        value={time}
        onChange={onTimeChange}
        legend={timeLegend}
        error={timeError}
      />
    </>
  );
}
