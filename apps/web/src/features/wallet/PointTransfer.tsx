import {
  formatPrice,
  formatShopDateTime,
  memberListQuerySchema,
  type PointAnswer,
  phoneText,
  pointsToCents,
  transferPointSchema,
} from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  EmptyState,
  ErrorState,
  FieldError,
  FormError,
  fieldText,
  inputClass,
  isApiError,
  Panel,
  Skeleton,
  serverText,
  TextField,
  useLanguage,
} from '@beauty/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCountries } from '../../api/queries';
import { useAuth } from '../../auth/AuthProvider';
import { MobileField, useDefaultCountryId } from '../../components/MobileField';
import { PageFrame } from '../../layouts/PageFrame';
import { useZodForm } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { useFindMember, usePoints, useTransferPoints } from './wallet-api';
import {
  attemptFor,
  newIdempotencyKey,
  refusalIsFinal,
  type TransferAttempt,
  type TransferResult,
  transferErrorPlace,
  transferPointsProblem,
  transferResultFrom,
} from './wallet-helpers';

/** The member points go to, as the look-up found them (the name masked). */
type Recipient = { name: string; country_id: number; mobile: string; phone: string };

function WalletLink() {
  const { t } = useTranslation();
  return (
    <Link to={href('wallet')} className="text-accent hover:underline">
      {t('wallet.title')}
    </Link>
  );
}

/**
 * /point-transfer: find the recipient by country code and mobile number (GET account/memberlist), see their
 * masked name to be sure, then the points (the minimum in the label, the balance beside it) and the
 * password. The transfer goes with an idempotency key per attempt; on success the complete page shows it.
 */
export function PointTransfer() {
  const { t } = useTranslation();
  useDocumentTitle(t('wallet.transfer.title'));
  const points = usePoints();
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  // A refusal that concerns the recipient (gone, oneself) sends the member back to the look-up with it.
  const [recipientProblem, setRecipientProblem] = useState<string | null>(null);

  return (
    <PageFrame width="narrow" title={t('wallet.transfer.title')} back={<WalletLink />}>
      <div className="flex flex-col gap-6">
        <RecipientStep
          recipient={recipient}
          problem={recipientProblem}
          onFound={(found) => {
            setRecipientProblem(null);
            setRecipient(found);
          }}
          onChange={() => setRecipient(null)}
        />
        {recipient ? (
          points.data ? (
            <AmountStep
              recipient={recipient}
              summary={points.data}
              onRecipientRefused={(message) => {
                setRecipient(null);
                setRecipientProblem(message);
              }}
            />
          ) : points.isPending ? (
            <Skeleton className="h-72" />
          ) : (
            <ErrorState error={points.error} onRetry={() => void points.refetch()} boxed />
          )
        ) : null}
      </div>
    </PageFrame>
  );
}

/** Step 1: the look-up form, or once found the recipient to confirm, with Change. */
function RecipientStep({
  recipient,
  problem,
  onFound,
  onChange,
}: {
  recipient: Recipient | null;
  problem: string | null;
  onFound: (recipient: Recipient) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const countries = useCountries();
  const defaultCountry = useDefaultCountryId();
  const find = useFindMember();
  const form = useZodForm(memberListQuerySchema, {
    defaultValues: { country_id: defaultCountry, mobile: '' },
  });
  const { register, handleSubmit, formState, setError, setFocus, setValue } = form;

  // The countries arrive after the form: until the member picks one, the default follows them.
  useEffect(() => {
    if (!formState.dirtyFields.country_id) setValue('country_id', defaultCountry);
  }, [defaultCountry, formState.dirtyFields.country_id, setValue]);

  // Back from a confirmed recipient (Change, or a refusal about them): the number is there to correct.
  const hadRecipient = useRef(false);
  useEffect(() => {
    if (recipient) hadRecipient.current = true;
    else if (hadRecipient.current) setFocus('mobile');
  }, [recipient, setFocus]);

  useEffect(() => {
    if (problem) setError('mobile', { message: problem }, { shouldFocus: true });
  }, [problem, setError]);

  const submit = handleSubmit(({ country_id, mobile }) => {
    if (user && user.country_id === country_id && user.mobile === mobile) {
      setError('mobile', { message: 'transfer_to_self' }, { shouldFocus: true });
      return;
    }
    find.mutate(
      { country_id, mobile },
      {
        onSuccess: ({ members }) => {
          const [member] = members;
          if (!member) {
            setError('mobile', { message: 'transfer_recipient_not_found' }, { shouldFocus: true });
            return;
          }
          const code = countries.data?.find((c) => c.id === member.country_id)?.phone_code ?? '';
          onFound({ ...member, phone: phoneText(code, member.mobile) });
        },
        // Not found, too many look-ups, a bad number, or the network: said under the number either way.
        onError: (error) => {
          const field = isApiError(error)
            ? (error.fieldErrors.mobile?.[0] ?? error.fieldErrors.country_id?.[0])
            : undefined;
          setError('mobile', { message: field ?? serverText(t, error) }, { shouldFocus: true });
        },
      },
    );
  });

  if (recipient) {
    return (
      <Panel title={t('wallet.transfer.recipient')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-muted">{t('wallet.transfer.send_to')}</p>
            <p className="text-lg font-semibold break-words" data-testid="recipient-name">
              {recipient.name}
            </p>
            <p className="text-sm text-muted tabular">{recipient.phone}</p>
          </div>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onChange}>
            {t('wallet.transfer.change')}
          </button>
        </div>
      </Panel>
    );
  }

  return (
    <Panel title={t('wallet.transfer.recipient')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('wallet.transfer.recipient_help')}</p>
        <MobileField
          label={t('wallet.transfer.mobile')}
          countryProps={register('country_id')}
          mobileProps={register('mobile')}
          error={fieldText(t, formState.errors.mobile?.message ?? formState.errors.country_id?.message)}
        />
        <div>
          <button
            type="submit"
            className={buttonClass('primary', 'md')}
            disabled={find.isPending}
            aria-busy={find.isPending}
          >
            <BusyLabel busy={find.isPending}>{t('wallet.transfer.find')}</BusyLabel>
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** Step 2: the points and the password; the transfer itself. */
function AmountStep({
  recipient,
  summary,
  onRecipientRefused,
}: {
  recipient: Recipient;
  summary: PointAnswer;
  onRecipientRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const min = summary.min_transfer_points;
  const available = summary.point_available;
  const tooFew = available < min;
  const schema = useMemo(
    () =>
      transferPointSchema.pick({ password: true }).extend({
        points: transferPointSchema.shape.points.superRefine((points, ctx) => {
          const problem = transferPointsProblem(points, { min, available });
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      }),
    [min, available],
  );
  const form = useZodForm(schema, { defaultValues: { points: '', password: '' } });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const transfer = useTransferPoints();
  const attempt = useRef<TransferAttempt | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!tooFew) setFocus('points');
  }, [setFocus, tooFew]);

  const submit = handleSubmit(({ points, password }) => {
    const current = attemptFor(
      attempt.current,
      `${recipient.country_id}:${recipient.mobile}:${points}`,
      newIdempotencyKey,
    );
    attempt.current = current;
    setFormError(null);
    transfer.mutate(
      {
        country_id: recipient.country_id,
        mobile: recipient.mobile,
        points,
        password,
        idempotency_key: current.key,
      },
      {
        onSuccess: (answer) => {
          const state: TransferResult = {
            ...answer,
            currency: summary.currency,
            rate: summary.point_redemption_conversion_rate,
          };
          navigate(href('wallet-point-transfer-complete'), { state, replace: true });
        },
        onError: (error) => {
          if (!isApiError(error) || !refusalIsFinal(error.httpStatus)) {
            // Whether the points moved is unknown: the same attempt is tried again with the same key.
            setFormError(`${serverText(t, error)} ${t('wallet.transfer.retry_safe')}`);
            return;
          }
          attempt.current = { ...current, settled: true };
          const message = serverText(t, error);
          const place = transferErrorPlace(error.messageKey, error.fieldErrors);
          if (place === 'recipient') onRecipientRefused(error.fieldErrors.mobile?.[0] ?? message);
          else if (place === 'points')
            setError('points', { message: error.fieldErrors.points?.[0] ?? message }, { shouldFocus: true });
          else if (place === 'password')
            setError(
              'password',
              { message: error.fieldErrors.password?.[0] ?? message },
              { shouldFocus: true },
            );
          else setFormError(message);
        },
      },
    );
  });

  const minText = min.toLocaleString('en-US');
  const balanceId = `${id}-balance`;
  const reasonId = `${id}-reason`;
  const errorId = `${id}-error`;
  const pointsError = fieldText(t, formState.errors.points?.message, { points: minText });
  const describedBy = [balanceId, tooFew ? reasonId : null, pointsError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Panel title={t('wallet.transfer.amount')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <label htmlFor={id} className="text-sm font-medium">
              {t('wallet.transfer.points_label', { min: minText })}
            </label>
            <span id={balanceId} className="text-sm text-muted tabular">
              {t('wallet.transfer.available', {
                count: available,
                value: formatPrice(summary.point_available_conversion, summary.currency),
              })}
            </span>
          </div>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={`${inputClass} tabular`}
            disabled={tooFew}
            aria-invalid={pointsError ? true : undefined}
            aria-describedby={describedBy}
            {...register('points')}
          />
          {tooFew ? (
            <p id={reasonId} className="text-sm text-ink">
              {t('wallet.transfer.too_few', { min: minText })}
            </p>
          ) : null}
          <FieldError id={errorId} message={pointsError} />
        </div>
        <TextField
          label={t('wallet.transfer.password')}
          type="password"
          autoComplete="current-password"
          disabled={tooFew}
          hint={t('wallet.transfer.password_help')}
          error={fieldText(t, formState.errors.password?.message)}
          {...register('password')}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className={buttonClass('primary', 'md')}
            disabled={tooFew || transfer.isPending}
            aria-busy={transfer.isPending}
            aria-describedby={tooFew ? reasonId : undefined}
          >
            <BusyLabel busy={transfer.isPending}>{t('wallet.transfer.submit')}</BusyLabel>
          </button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * /point-transfer/complete: what was sent, to whom, and the new balance, from the transfer page's router
 * state. Reloaded or opened from elsewhere it has no transfer to show and says where to see them.
 */
export function PointTransferComplete() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const result = transferResultFrom(location.state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(result ? t('wallet.complete.title') : t('wallet.transfer.title'));
  useEffect(() => headingRef.current?.focus(), []);

  if (!result) {
    return (
      <PageFrame
        width="narrow"
        title={t('wallet.transfer.title')}
        back={<WalletLink />}
        headingRef={headingRef}
      >
        <EmptyState
          boxed
          title={t('wallet.complete.none')}
          text={t('wallet.complete.none_text')}
          action={<CompleteActions className="justify-center" />}
        />
      </PageFrame>
    );
  }

  const rows: [string, string][] = [
    [t('wallet.complete.sent'), t('wallet.points.number', { count: result.points })],
    [t('wallet.complete.to'), result.recipient_name],
    [t('wallet.complete.at'), formatShopDateTime(result.created_at, language)],
    [
      t('wallet.complete.balance'),
      t('wallet.complete.balance_value', {
        count: result.point_available,
        value: formatPrice(pointsToCents(result.point_available, result.rate), result.currency),
      }),
    ],
  ];
  return (
    <PageFrame
      width="narrow"
      title={t('wallet.complete.title')}
      back={<WalletLink />}
      headingRef={headingRef}
    >
      <div className="flex flex-col gap-6 rounded-card border border-line bg-white p-5">
        <p className="text-success">
          {t('wallet.complete.text', { count: result.points, name: result.recipient_name })}
        </p>
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium tabular break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <CompleteActions />
      </div>
    </PageFrame>
  );
}

/** Where to go after a transfer (or from the complete page without one): the wallet, or another transfer. */
function CompleteActions({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link to={href('wallet')} className={buttonClass('primary')}>
        {t('wallet.complete.to_wallet')}
      </Link>
      <Link to={href('wallet-point-transfer')} className={buttonClass('secondary')}>
        {t('wallet.complete.again')}
      </Link>
    </div>
  );
}
