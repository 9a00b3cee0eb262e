import { type Booking, formatShopDate, serviceTotals } from '@beauty/shared';
import { fieldText, isApiError, serverText, showToast, useLanguage } from '@beauty/ui';
import {
  type FormEvent,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReducedMotion } from '../../lib/hooks';
import { useMyLocation } from '../../lib/location';
import { href } from '../../routes/paths';
import { storesByDistance, useStoreList } from '../stores';
import { useVoucherList } from '../wallet';
import { useCreateBooking, useEditBooking, useSlots } from './api';
import {
  answerFits,
  type BookedState,
  type BookingDraft,
  type BookingErrors,
  choicesShown,
  draftBody,
  draftReducer,
  type ErrorPlace,
  errorPlace,
  missingStep,
  ownBooking,
  remarksProblem,
  type Step as StepName,
  slotChoice,
  timesWithOwn,
  voucherChoices,
  withoutErrors,
} from './booking-state';

/**
 * The booking form's state and calls (see BookingForm): the draft, the salons, the checkslot answers that
 * speak for the choices on screen, the vouchers, the messages, and what each step does when a choice is made.
 * Every choice asks checkslot again for what the next step offers; the answer on screen only counts for the
 * choices it was asked for (the previous one stays while the next loads). With `editing` (the edit page) the
 * booking's own time counts as free, and saving leads back to its detail page.
 */
export function useBookingForm(initial: BookingDraft, editing: Booking | undefined) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [errors, setErrors] = useState<BookingErrors>({});
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
  const book = useCreateBooking();
  const edit = useEditBooking();
  const saving = book.isPending || edit.isPending;

  const choice = slotChoice(draft, editing?.booking_id);
  const slots = useSlots(choice);
  const storeAnswer = answerFits(slots.data, choice, 'store') ? slots.data : undefined;
  const stylistAnswer = answerFits(slots.data, choice, 'stylist') ? slots.data : undefined;
  const timesAnswer = answerFits(slots.data, choice, 'times') ? slots.data : undefined;
  const fresh = !slots.isPlaceholderData;

  const own = useMemo(() => ownBooking(editing), [editing]);
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

  const clear = (...places: ErrorPlace[]) => setErrors((current) => withoutErrors(current, places));

  /** The remarks' message by the rule, or none. */
  const checkRemarks = (remarks: string) => {
    const issue = remarksProblem(remarks);
    setErrors((current) => ({ ...current, remarks: issue ? fieldText(t, issue) : undefined }));
  };

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
        onSuccess: (booking) => {
          const state: BookedState = { appointment: booking };
          navigate(href('appointment-complete'), { state, replace: true });
        },
        onError: refused,
      });
    }
  }

  const shown = choicesShown(draft, { stores: stores.data, storeAnswer, stylistAnswer, editing });
  const voucherOptions = voucherChoices(
    (vouchers.data?.pages ?? []).flatMap((page) => page.vouchers),
    editing?.voucher,
    (v) => t('booking.voucher.option', { name: v.name, date: formatShopDate(v.valid_until, language) }),
  );

  return {
    draft,
    errors,
    ids,
    editing,
    saving,
    submit,
    stores,
    placed,
    location,
    locate,
    slots,
    retrySlots: () => void slots.refetch(),
    storeAnswer,
    stylistAnswer,
    times,
    ...shown,
    totals: serviceTotals(shown.chosenServices),
    voucherOptions,
    chosenVoucher: voucherOptions.find((v) => v.id === draft.voucherId),
    remarksRef,
    voucherRef,
    /** What a step takes from the form by its name: its heading (text, id, ref for moveTo) and its error. */
    stepOf: (name: StepName) => ({
      title: t(`booking.${name}.heading`),
      headingId: ids[name],
      headingRef: headings[name],
      error: errors[name],
    }),
    chooseStore: (storeId: number, byPointer: boolean) => {
      dispatch({ type: 'store', storeId });
      setErrors({});
      if (byPointer) moveTo('stylist');
    },
    chooseStylist: (stylistId: number, byPointer: boolean) => {
      dispatch({ type: 'stylist', stylistId });
      clear('stylist', 'services', 'date', 'time', 'remarks', 'form');
      if (byPointer) moveTo('services');
    },
    chooseService: (serviceId: number, chosen: boolean) => {
      dispatch({ type: 'service', serviceId, chosen });
      clear('services', 'time', 'form');
    },
    chooseDate: (date: string) => {
      dispatch({ type: 'date', date });
      clear('date', 'time', 'form');
      moveTo('time');
    },
    chooseTime: (time: string) => {
      dispatch({ type: 'time', time });
      clear('time', 'form');
    },
    changeRemarks: (remarks: string) => {
      dispatch({ type: 'remarks', remarks });
      // Once shown, the message follows the typing, so it goes as soon as the text is right.
      if (errors.remarks) checkRemarks(remarks);
    },
    leaveRemarks: () => checkRemarks(draft.remarks),
    chooseVoucher: (voucherId: number | null) => {
      dispatch({ type: 'voucher', voucherId });
      clear('voucher', 'form');
    },
  };
}

/** The booking form's state as its steps take it (each takes the part it needs). */
export type BookingFormState = ReturnType<typeof useBookingForm>;
