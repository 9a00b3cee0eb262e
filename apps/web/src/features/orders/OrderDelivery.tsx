import {
  type DeliverySlot,
  deliveryDays,
  formatShopDate,
  formatShopDateTime,
  type OrderDetails,
} from '@beauty/shared';
import { BusyLabel, buttonClass, errorText, FormError, showToast, useLanguage } from '@beauty/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { useSchedule } from './checkout-api';
import { DeliveryDayPicker } from './DeliveryDayPicker';
import { StatusBadge } from './OrderCard';
import { WithOrder } from './OrderDetail';
import { buildTrackingSteps, type TrackingStep } from './order-helpers';
import { useRescheduleOrder } from './orders-api';

const DOT: Record<TrackingStep['state'], string> = {
  done: 'bg-success border-success',
  current: 'bg-white border-accent',
  upcoming: 'bg-white border-line',
  failed: 'bg-deal border-deal',
};

function TrackingTimeline({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const steps = buildTrackingSteps(order);
  return (
    <ol className="flex flex-col">
      {steps.map((step, i) => (
        <li
          key={step.key}
          className="relative flex gap-3 pb-6 last:pb-0"
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          {i < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-5 left-[9px] h-[calc(100%-16px)] w-0.5 bg-line"
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative mt-0.5 size-5 shrink-0 rounded-full border-4 ${DOT[step.state]}`}
          />
          <div>
            <p
              className={`font-medium ${step.state === 'failed' ? 'text-deal' : step.state === 'upcoming' ? 'text-muted' : ''}`}
            >
              {t(`orders.delivery.steps.${step.key}`)}
              <span className="sr-only"> ({t(`orders.delivery.state.${step.state}`)})</span>
            </p>
            {step.key === 'failed' && order.status === 'to_receive' ? (
              <p className="text-sm text-deal">{t('delivery_attempt_failed', { ns: 'messages' })}</p>
            ) : null}
            {step.key === 'delivered' && step.state !== 'done' && order.delivery_date ? (
              <p className="text-sm text-muted">
                {t('orders.delivery.scheduled', {
                  date: formatShopDate(order.delivery_date, language),
                  time: order.delivery_time ?? '',
                })}
              </p>
            ) : null}
            <p className="text-xs text-muted tabular">
              {step.at ? formatShopDateTime(step.at, language) : t('orders.delivery.pending')}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function RescheduleForm({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [days] = useState(() => deliveryDays());
  const [date, setDate] = useState<string>(days[0]!);
  const [time, setTime] = useState<DeliverySlot | null>(null);
  const [missing, setMissing] = useState(false);
  const schedule = useSchedule(date);
  const reschedule = useRescheduleOrder();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!time) {
      setMissing(true);
      return;
    }
    reschedule.mutate(
      { po_number: order.po_number, date, time },
      {
        onSuccess: () =>
          showToast(t('orders.delivery.done', { date: formatShopDate(date, language), time }), 'success'),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div>
        <DeliveryDayPicker
          days={days}
          date={date}
          onDateChange={(day) => {
            setDate(day);
            setTime(null);
          }}
          schedule={schedule}
          time={time}
          onTimeChange={(slot) => {
            setTime(slot);
            setMissing(false);
          }}
          dateLegend={t('orders.delivery.date_legend')}
          timeLegend={t('orders.delivery.slot_legend')}
          name="reschedule-date"
          timeError={missing ? t('orders.delivery.choose_slot') : undefined}
        />
      </div>
      <FormError message={reschedule.isError ? errorText(t, reschedule.error) : null} />
      <div>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={reschedule.isPending}
          aria-busy={reschedule.isPending}
        >
          <BusyLabel busy={reschedule.isPending}>{t('orders.delivery.submit')}</BusyLabel>
        </button>
      </div>
    </form>
  );
}

/** /order/delivery/{poNumber}: the tracking timeline, and the reschedule form after a failed attempt. */
export function OrderDelivery() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('orders.delivery.title'));
  return <WithOrder poNumber={id}>{(order) => <OrderDeliveryBody order={order} />}</WithOrder>;
}

function OrderDeliveryBody({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('orders.delivery.title')}
      aside={<StatusBadge status={order.status} />}
      back={
        <Link
          to={href('order-detail', { poNumber: order.po_number })}
          className="text-accent hover:underline"
        >
          {t('orders.po_number', { po: order.po_number })}
        </Link>
      }
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <section
          aria-labelledby="tracking-heading"
          className="min-w-0 rounded-card border border-line bg-white p-4"
        >
          <h2 id="tracking-heading" className="mb-4 font-semibold">
            {t('orders.delivery.tracking')}
          </h2>
          <TrackingTimeline order={order} />
        </section>
        <section
          aria-labelledby="reschedule-heading"
          className="rounded-card border border-line bg-white p-4"
        >
          <h2 id="reschedule-heading" className="mb-4 font-semibold">
            {t('orders.delivery.reschedule_title')}
          </h2>
          {order.can_reschedule ? (
            <RescheduleForm order={order} />
          ) : (
            <p className="text-sm text-muted">
              {order.status === 'to_receive' || order.status === 'to_ship'
                ? t('orders.delivery.no_reschedule')
                : t('orders.delivery.no_reschedule_done')}
            </p>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
