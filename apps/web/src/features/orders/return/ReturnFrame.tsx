import { type OrderDetails, type OrderLine, RETURN_REASON, RETURN_WINDOW_DAYS } from '@beauty/shared';
import { buttonClass, EmptyState } from '@beauty/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../layouts/PageFrame';
import { href } from '../../../routes/paths';
import { OrderNotFound, WithOrder } from '../OrderDetail';
import { pickLine, type ReturnDraft, saveReturnDraft } from '../order-helpers';

/*
 * What the three steps of a return share (spec: /order/refund, /order/return-pickup-address,
 * /order/return-pickup): the frame with the steps bar, the draft that carries the request from step to step
 * (sessionStorage), and the states of an order that cannot be returned or a step opened without a draft.
 */

export const RETURN_REASONS = [
  { value: RETURN_REASON.DEFECTED_PRODUCT, key: 'refund.reasons.defected' },
  { value: RETURN_REASON.INCORRECT_PRODUCT, key: 'refund.reasons.incorrect' },
] as const;

type Step = 1 | 2 | 3;

function Steps({ step }: { step: Step }) {
  const { t } = useTranslation();
  const names = [t('refund.steps.details'), t('refund.steps.address'), t('refund.steps.pickup')];
  return (
    <ol className="mt-4 flex gap-2 text-xs" aria-label={t('refund.steps.label')}>
      {names.map((name, i) => (
        <li
          key={name}
          aria-current={i + 1 === step ? 'step' : undefined}
          className={`flex-1 border-t-4 pt-1 ${i + 1 <= step ? 'border-accent font-semibold text-accent' : 'border-line text-muted'}`}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}

/** A step's page: the title, the steps bar, and the step's cards. */
export function ReturnFrame({ step, children }: { step: Step; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame width="narrow" title={t('refund.title')} below={<Steps step={step} />}>
      <div className="flex flex-col gap-6">{children}</div>
    </PageFrame>
  );
}

/** The draft saved in this tab, as React state that writes through to sessionStorage. */
export function useDraft(initial: () => ReturnDraft | null) {
  const [draft, setDraft] = useState<ReturnDraft | null>(initial);
  const update = (changes: Partial<ReturnDraft>) =>
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      saveReturnDraft(next);
      return next;
    });
  return [draft, update] as const;
}

/** Step 1's address for the draft's line. */
export function refundHref(draft: ReturnDraft): string {
  return href(
    'order-refund',
    { orderId: draft.po_number, productId: draft.product_id },
    { line: String(draft.order_line_id) },
  );
}

/** Loads the order of a return and finds its line; renders the states of both. */
export function WithOrderLine({
  poNumber,
  productId,
  lineId,
  children,
}: {
  poNumber: string;
  productId: string;
  lineId: string | null;
  children: (order: OrderDetails, line: OrderLine) => ReactNode;
}) {
  return (
    <WithOrder poNumber={poNumber}>
      {(order) => {
        const line = pickLine(order.lines, productId, lineId);
        return line ? children(order, line) : <OrderNotFound />;
      }}
    </WithOrder>
  );
}

/** The order or the line can no longer be returned (window over, already returned). */
export function NotAllowed({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('return_not_allowed', { ns: 'messages' })}
      text={t('refund.window_text', { days: RETURN_WINDOW_DAYS })}
      action={
        <Link to={href('order-detail', { poNumber: order.po_number })} className={buttonClass('secondary')}>
          {t('refund.back_to_order')}
        </Link>
      }
    />
  );
}

/** A later step opened without a return in progress (a bookmark, another tab). */
export function NoDraft() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <EmptyState
        title={t('refund.no_draft_title')}
        text={t('refund.no_draft_text', { days: RETURN_WINDOW_DAYS })}
        action={
          <Link to={href('order-list', { id: 'delivered' })} className={buttonClass('primary')}>
            {t('refund.to_delivered')}
          </Link>
        }
      />
    </PageFrame>
  );
}
