import { buttonClass, Spinner } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueryKeys } from './keys';
import { validateReferralCode } from './sign-up-api';

/** Referrer variant: the referrer's name, then the choice of the app or the web. */
export function WelcomeStep({ referralCode, onNext }: { referralCode: string; onNext: () => void }) {
  const { t } = useTranslation();
  const referrer = useQuery({
    queryKey: accountQueryKeys.referralCode(referralCode),
    queryFn: () => validateReferralCode(referralCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="flex flex-col gap-4 p-5">
      <h3 className="text-xl font-semibold">{t('account.welcome_title')}</h3>
      {referrer.isPending ? (
        <Spinner label={t('a11y.loading')} />
      ) : referrer.data?.referrer_name ? (
        <p>{t('account.welcome_text', { name: referrer.data.referrer_name })}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClass('secondary', 'md', 'flex-1')} onClick={onNext}>
          {t('account.continue_app')}
        </button>
        <button
          type="button"
          data-autofocus
          className={buttonClass('primary', 'md', 'flex-1')}
          onClick={onNext}
        >
          {t('account.continue_web')}
        </button>
      </div>
    </div>
  );
}
