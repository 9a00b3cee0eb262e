import type { Booking } from '@beauty/shared';
import { DateStep, RemarksStep, ServicesStep, StoreStep, StylistStep, TimeStep } from './BookingFormSteps';
import { BookingSummary } from './BookingSummary';
import type { BookingDraft } from './booking-state';
import { useBookingForm } from './useBookingForm';

/**
 * The booking form of /appointment/new and /appointment/edit/{id}: salon, stylist, services, day, time,
 * remarks and a service voucher, with a summary and Confirm beside (desktop) or under (phone) the steps.
 * Its state and calls are useBookingForm's; on the edit page `editing` is the booking.
 */
export function BookingForm({ initial, editing }: { initial: BookingDraft; editing?: Booking }) {
  const form = useBookingForm(initial, editing);
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <StoreStep form={form} />
        <StylistStep form={form} />
        <ServicesStep form={form} />
        <DateStep form={form} />
        <TimeStep form={form} />
        <RemarksStep form={form} />
      </div>
      <BookingSummary form={form} />
    </form>
  );
}
