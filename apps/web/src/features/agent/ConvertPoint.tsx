import { type AgentStatus, type ConvertPointAnswer, formatPrice } from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  EmptyState,
  FormError,
  fieldText,
  isApiError,
  Panel,
  serverText,
  TextField,
} from '@beauty/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { PageFrame } from '../../layouts/PageFrame';
import { useZodForm } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { amountTextSchema, centsFromText, pointsForCents } from './agent-helpers';
import { useConvertPoints } from './api';
import { AgentFormPage, currencySign, DashboardLink } from './parts';

/**
 * /agent/convert-point: cash back into points at the shop's rate ("S$1 = 100 points"), the available balance
 * beside the amount and the points it gives as it is typed. On success the header's points follow (the
 * profile is read again) and the complete page shows the result.
 */
export function AgentConvertPoint() {
  const { t } = useTranslation();
  return (
    <AgentFormPage title={t('agent.convert.title')} back={<DashboardLink tab="cash_back" />}>
      {(status) => <ConvertForm status={status} />}
    </AgentFormPage>
  );
}

function ConvertForm({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const convert = useConvertPoints();
  const available = status.cashback_available;
  const rate = status.point_conversion_rate;
  const schema = useMemo(() => z.object({ amount: amountTextSchema({ available }) }), [available]);
  const form = useZodForm(schema, { defaultValues: { amount: '' } });
  const { register, handleSubmit, formState, watch, setError } = form;
  const typed = centsFromText(String(watch('amount') ?? ''));
  const points = typed === null ? 0 : pointsForCents(typed, rate);
  const nothing = available <= 0;

  const submit = handleSubmit(({ amount }) =>
    convert.mutate(
      { amount },
      {
        onSuccess: (answer) =>
          navigate(href('agent-convert-point-complete'), { state: answer, replace: true }),
        onError: (error) => {
          const field = isApiError(error) ? error.fieldErrors.amount?.[0] : undefined;
          if (field || (isApiError(error) && error.messageKey === 'cashback_not_enough'))
            setError('amount', { message: field ?? 'cashback_not_enough' }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <Panel title={t('agent.convert.panel')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 rounded-card bg-soft p-4">
          <div>
            <dt className="text-xs text-muted">{t('agent.summary.available')}</dt>
            <dd className="text-lg font-semibold tabular">{formatPrice(available, status.currency)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('agent.convert.rate_label')}</dt>
            <dd className="text-lg font-semibold tabular" data-testid="conversion-rate">
              {t('agent.convert.rate', { value: formatPrice(100, status.currency), count: rate })}
            </dd>
          </div>
        </dl>
        <TextField
          label={t('agent.amount', { currency: currencySign(status.currency) })}
          inputMode="decimal"
          autoComplete="off"
          disabled={nothing}
          hint={
            <span aria-live="polite" className="text-sm text-ink">
              {t('agent.convert.gives', { count: points })}
            </span>
          }
          error={fieldText(t, formState.errors.amount?.message)}
          {...register('amount')}
        />
        {nothing ? <p className="text-sm">{t('agent.convert.nothing')}</p> : null}
        <FormError
          message={convert.isError && !formState.errors.amount ? serverText(t, convert.error) : null}
        />
        <div>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={nothing || convert.isPending}
            aria-busy={convert.isPending}
          >
            <BusyLabel busy={convert.isPending}>{t('agent.convert.submit')}</BusyLabel>
          </button>
        </div>
      </form>
    </Panel>
  );
}

function isConvertAnswer(value: unknown): value is ConvertPointAnswer {
  return typeof value === 'object' && value !== null && 'points' in value && 'amount' in value;
}

/** /agent/convert-point/complete: what was converted and the new balances, from the form's router state. */
export function AgentConvertPointComplete() {
  const { t } = useTranslation();
  const location = useLocation();
  const result = isConvertAnswer(location.state) ? location.state : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = result ? t('agent.convert.done_title') : t('agent.convert.title');
  useDocumentTitle(title);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <PageFrame width="narrow" title={title} back={<DashboardLink tab="cash_back" />} headingRef={headingRef}>
      {result ? (
        <div className="flex flex-col gap-5 rounded-card border border-line bg-white p-5">
          <p className="text-success">
            {t('agent.convert.done_text', {
              amount: formatPrice(result.amount, result.currency),
              count: result.points,
            })}
          </p>
          <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="text-sm text-muted">{t('agent.convert.new_cashback')}</dt>
            <dd className="font-medium tabular">{formatPrice(result.cashback_available, result.currency)}</dd>
            <dt className="text-sm text-muted">{t('agent.convert.new_points')}</dt>
            <dd className="font-medium tabular">
              {t('wallet.points.number', { count: result.point_available })}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Link to={href('agent-dashboard', {}, { tab: 'cash_back' })} className={buttonClass('primary')}>
              {t('agent.back_to_dashboard')}
            </Link>
            <Link to={href('wallet')} className={buttonClass('secondary')}>
              {t('agent.convert.to_wallet')}
            </Link>
          </div>
        </div>
      ) : (
        <EmptyState
          boxed
          title={t('agent.convert.none')}
          action={
            <Link to={href('agent-convert-point')} className={buttonClass('secondary')}>
              {t('agent.convert.title')}
            </Link>
          }
        />
      )}
    </PageFrame>
  );
}
