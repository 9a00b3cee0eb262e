import { OTP_LENGTH, OTP_RESEND_SECONDS, type OtpType } from '@beauty/shared';
import { buttonClass, inputClass, Spinner, serverText } from '@beauty/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from './dialog-parts';
import { type MobileTarget, requestOtp, verifyOtp } from './sign-up-api';

/** mm:ss of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds left until `deadline` (ms), ticking once a second. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Right after a restart `now` may be up to a second old: never show more than the full wait.
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/**
 * Code entry (spec section 4, "OTP resend"): one numeric field with one-time-code autofill that submits itself
 * at 6 digits; resend after a 60-second mm:ss countdown, restarted by each successful resend; the server's
 * message (or 'Unknown error, please try again') under it. The code was sent by the previous step.
 */
export function OtpStep({
  target,
  phoneCode,
  type,
  onVerified,
}: {
  target: MobileTarget;
  phoneCode: string;
  type: OtpType;
  onVerified: (otp: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [deadline, setDeadline] = useState(() => Date.now() + OTP_RESEND_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(deadline);

  useEffect(() => inputRef.current?.focus(), []);

  async function verify(otp: string) {
    setVerifying(true);
    setError(null);
    try {
      await verifyOtp(target, type, otp);
      onVerified(otp);
    } catch (err) {
      setError(serverText(t, err));
      setVerifying(false);
      inputRef.current?.select();
    }
  }

  function onChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    setCode(digits);
    if (digits.length === OTP_LENGTH && !verifying) void verify(digits);
  }

  async function resend() {
    setResending(true);
    setError(null);
    try {
      const answer = await requestOtp(target, type);
      setDeadline(Date.now() + (answer.resend_in || OTP_RESEND_SECONDS) * 1000);
      setCode('');
      inputRef.current?.focus();
    } catch (err) {
      setError(serverText(t, err));
    } finally {
      setResending(false);
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <StepForm
      onSend={() => {
        if (code.length === OTP_LENGTH && !verifying) void verify(code);
      }}
    >
      <p id={hintId} className="text-sm text-muted">
        {t('account.otp_sent', { phone: `${phoneCode} ${target.mobile}` })}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('account.otp_label')}
        </label>
        <div className="flex items-center gap-3">
          <input
            ref={inputRef}
            id={id}
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => onChange(event.target.value)}
            readOnly={verifying}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`${inputClass} max-w-48 text-center font-mono text-xl tracking-[0.5em]`}
          />
          {verifying ? <Spinner label={t('account.otp_verifying')} /> : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-deal">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={buttonClass('text', 'sm', 'self-start')}
        disabled={secondsLeft > 0 || resending}
        aria-busy={resending}
        onClick={() => void resend()}
      >
        {resending ? <Spinner size={16} /> : null}
        {secondsLeft > 0
          ? t('account.otp_resend_in', { time: formatCountdown(secondsLeft) })
          : t('account.otp_resend')}
      </button>
    </StepForm>
  );
}
