import { buttonClass, inputClass, serverFieldText, serverText } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm, SubmitButton } from './dialog-parts';
import { validateReferralCode } from './sign-up-api';

/** Optional referral code: Next checks it (validate_referral_code); Skip goes on without one. */
export function ReferralStep({ initial, onDone }: { initial: string; onDone: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const check = useMutation({
    mutationFn: (value: string) => validateReferralCode(value),
    onSuccess: (answer, value) => {
      if (answer.is_valid) onDone(value);
      else setInvalid(t('invalid_referral_code', { ns: 'messages' }));
    },
    onError: (error) => {
      const field = serverFieldText(error, 'referral_code');
      setInvalid(field ? t('invalid_referral_code', { ns: 'messages' }) : serverText(t, error));
    },
  });

  function retry() {
    setInvalid(null);
    setCode('');
    inputRef.current?.focus();
  }

  return (
    <StepForm
      onSend={() => {
        const value = code.trim().toUpperCase();
        if (!value) onDone('');
        else check.mutate(value);
      }}
    >
      <p className="text-sm text-muted">{t('account.referral_intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('account.referral_code')}
        </label>
        <input
          ref={inputRef}
          id={id}
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(null);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={inputClass}
        />
        {invalid ? (
          <div
            id={`${id}-error`}
            role="alert"
            className="flex flex-wrap items-center gap-x-3 text-sm text-deal"
          >
            {invalid}
            <button type="button" className={buttonClass('text', 'sm')} onClick={retry}>
              {t('account.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <SubmitButton busy={check.isPending}>{t('account.next')}</SubmitButton>
      <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={() => onDone('')}>
        {t('account.skip')}
      </button>
    </StepForm>
  );
}
