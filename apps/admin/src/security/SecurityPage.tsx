import { type StaffMe, type TotpEnrolment, totpCodeField } from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  FormError,
  fieldText,
  Panel,
  serverFieldText,
  serverText,
  showToast,
  TextField,
} from '@beauty/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmEnrolment, meKey, setSecondFactorRequired, startEnrolment, useMe } from '../auth/session';
import { recoveryCodesText, secretOf, svgDataUrl } from './recovery-file';

/**
 * Security: the second factor's state and its set-up (the QR code and the key, a code to confirm, then the
 * ten recovery codes shown once), and for the owner the switch that requires it of all staff.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('security.title')}</h1>
      {me.must_enrol ? (
        <p role="note" className="rounded-card border border-accent bg-accent-soft px-4 py-3 text-sm">
          {t('security.must_enrol')}
        </p>
      ) : null}
      <SecondFactor me={me} />
      {me.permissions.includes('settings.manage') ? <RequireSwitch me={me} /> : null}
    </div>
  );
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'scan'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] };

function SecondFactor({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      setStage({ kind: 'scan', enrolment: await startEnrolment() });
    } catch (e) {
      setError(serverText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const finish = async () => {
    setStage({ kind: 'idle' });
    await queryClient.invalidateQueries({ queryKey: meKey });
    showToast(t('security.enabled'), 'success');
  };

  return (
    <Panel title={t('security.state_title')}>
      {stage.kind === 'idle' ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm" data-testid="second-factor-state">
            {me.second_factor.enabled ? t('security.state_on') : t('security.state_off')}
          </p>
          <FormError message={error} />
          {me.second_factor.enabled ? null : (
            <button type="button" className={buttonClass('primary')} disabled={busy} onClick={begin}>
              <BusyLabel busy={busy}>{t('security.set_up')}</BusyLabel>
            </button>
          )}
        </div>
      ) : null}
      {stage.kind === 'scan' ? (
        <ScanAndConfirm
          enrolment={stage.enrolment}
          onConfirmed={(codes) => setStage({ kind: 'codes', codes })}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : null}
      {stage.kind === 'codes' ? <RecoveryCodes email={me.email} codes={stage.codes} onDone={finish} /> : null}
    </Panel>
  );
}

function ScanAndConfirm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const secret = secretOf(enrolment.otpauth_uri);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeField.safeParse(code);
    if (!parsed.success) {
      setError(fieldText(t, parsed.error.issues[0]?.message));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onConfirmed((await confirmEnrolment(parsed.data)).recovery_codes);
    } catch (e) {
      setError(fieldText(t, serverFieldText(e, 'totp')) ?? serverText(t, e));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-medium">{t('security.step_scan')}</h3>
      <img
        src={svgDataUrl(enrolment.qr_svg)}
        alt={t('security.qr_alt')}
        width={200}
        height={200}
        className="size-[200px] rounded-card border border-line bg-white p-2"
      />
      {secret ? (
        <p className="text-sm">
          {t('security.manual')}{' '}
          <code className="rounded bg-soft px-2 py-1 font-mono text-sm break-all" data-testid="totp-secret">
            {secret}
          </code>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex max-w-xs flex-col gap-3">
        <h3 className="font-medium">{t('security.step_confirm')}</h3>
        <TextField
          label={t('sign_in.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          inputRef={inputRef}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            <BusyLabel busy={busy}>{busy ? t('security.confirm_busy') : t('security.confirm')}</BusyLabel>
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
            {t('security.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ email, codes, onDone }: { email: string; codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const savedId = useId();
  // The codes replace the form the focus was in: it moves to their heading, which a screen reader reads out.
  useEffect(() => headingRef.current?.focus(), []);
  const text = recoveryCodesText(t('security.file_heading', { email }), codes);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('security.copied'), 'success');
    } catch {
      showToast(t('security.copy_failed'), 'error');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rosette-beauty-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-medium outline-none">
        {t('security.codes_title')}
      </h3>
      <p className="max-w-prose text-sm">{t('security.codes_intro')}</p>
      <ol
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 rounded-card bg-soft p-4 font-mono text-sm tabular"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={copy}>
          {t('security.copy')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
          {t('security.download')}
        </button>
      </div>
      <label htmlFor={savedId} className="flex min-h-target items-center gap-2 text-sm">
        <input
          id={savedId}
          type="checkbox"
          className="size-5 accent-accent"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        {t('security.saved')}
      </label>
      <div>
        <button type="button" className={buttonClass('primary')} disabled={!saved} onClick={onDone}>
          {t('security.done')}
        </button>
      </div>
    </div>
  );
}

function RequireSwitch({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const textId = useId();
  const required = me.second_factor.required;
  // The API refuses it too (second_factor_own_first): an owner without one would be sent to enrol at once.
  const ownMissing = !required && !me.second_factor.enabled;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setSecondFactorRequired(!required);
      queryClient.setQueryData<StaffMe>(meKey, (old) =>
        old ? { ...old, second_factor: { ...old.second_factor, required: answer.required } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: meKey });
      showToast(answer.required ? t('security.require_on') : t('security.require_off'), 'success');
    } catch (e) {
      setError(serverText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('security.require_title')}>
      <div className="flex items-start justify-between gap-6">
        <p id={textId} className="max-w-prose text-sm text-muted">
          {t('security.require_text')}
        </p>
        <span id={labelId} className="sr-only">
          {t('security.require_title')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={required}
          aria-labelledby={labelId}
          aria-describedby={textId}
          disabled={busy || ownMissing}
          onClick={toggle}
          className="inline-flex min-h-target shrink-0 items-center disabled:cursor-not-allowed disabled:opacity-50"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-7 w-12 rounded-full transition-colors ${required ? 'bg-accent' : 'bg-muted'}`}
          >
            <span
              className={`absolute top-1 left-0 size-5 rounded-full bg-white shadow transition-transform ${required ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </span>
        </button>
      </div>
      {ownMissing && <p className="mt-3 text-sm text-ink">{t('security.require_own_first')}</p>}
      <div className="mt-3">
        <FormError message={error} />
      </div>
    </Panel>
  );
}
