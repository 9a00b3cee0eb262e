import { type Booking, cancelBookingSchema, formatShopDate, type MessageRef } from '@beauty/shared';
import { errorText, FormDialog, fieldProblem, fieldText, showToast, useLanguage } from '@beauty/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from './api';
import { useBookingKeys } from './keys';

/** The reason's limit in the call's schema (cancelBookingSchema). */
const REASON_MAX = 300;

/** The reason's problem by the call's own rule (spec section 5's text rules): a message key, or null. */
export const reasonProblem = (reason: string) => fieldProblem(cancelBookingSchema.shape.reason, reason);

/**
 * Cancel an appointment: what is being cancelled, an optional reason, then Keep or Cancel. On success the page
 * shows the cancelled appointment at once (the answer is the appointment), and the lists and the header's
 * next appointment follow (the call refreshes them).
 */
export function CancelBookingDialog({
  booking,
  when,
  onClose,
}: {
  booking: Booking;
  when: string;
  /** `cancelled` is true once the appointment is cancelled, false when the member kept it. */
  onClose: (cancelled: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const keys = useBookingKeys();
  const queryClient = useQueryClient();
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const reasonId = useId();
  const problemId = useId();

  function submit() {
    if (cancel.isPending) return;
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) return;
    cancel.mutate(
      { booking_id: booking.booking_id, reason: reason.trim() || undefined },
      {
        onSuccess: (cancelled) => {
          queryClient.setQueryData(keys.booking(language, booking.booking_id), cancelled);
          showToast(
            t('my_appointments.cancel.done', { date: formatShopDate(booking.date, language) }),
            'success',
          );
          onClose(true);
        },
      },
    );
  }

  return (
    <FormDialog
      title={t('my_appointments.cancel.title')}
      description={t('my_appointments.cancel.what', {
        when,
        store: booking.store.name,
        stylist: booking.stylist.name,
      })}
      onClose={() => onClose(false)}
      onSubmit={submit}
      busy={cancel.isPending}
      error={cancel.isError ? errorText(t, cancel.error) : null}
      keepLabel={t('my_appointments.cancel.keep')}
      submitLabel={t('my_appointments.cancel.confirm')}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-medium">
          {t('my_appointments.cancel.reason_label')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (problem) setProblem(reasonProblem(e.target.value));
          }}
          onBlur={() => setProblem(reasonProblem(reason))}
          className="rounded-card border border-line px-3 py-2 text-sm"
        />
        {problem ? (
          <p id={problemId} className="text-sm text-deal">
            {fieldText(t, problem)}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
