import { formatShopDateTime } from '@beauty/shared';
import { buttonClass, Spinner, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { useAgentApplication, useAgentStatus } from '../../features/agent';
import { href } from '../../routes/paths';

/**
 * Agents: the gold rank badge with the rank name, linking to the cash-back tab of the agent dashboard. The
 * header fetches the agent's status when it loads (spec section 7), so a rank the shop changed since the
 * profile was read shows, and the dashboard opens on data already there.
 */
export function RankBadge() {
  const { user, isAgent } = useAuth();
  const status = useAgentStatus();
  const rank = status.data?.rank_display ?? user?.rank_display;
  if (!user || !isAgent || !rank) return null;
  return (
    <Link
      to={href('agent-dashboard', {}, { tab: 'cash_back' })}
      className="inline-flex min-h-target items-center"
    >
      <span className="rounded-full border border-gold bg-gold-soft px-3 py-1 text-xs font-semibold text-gold-ink">
        {rank}
      </span>
    </Link>
  );
}

/** Logged out: Log in and Sign up. Loading: a spinner. Logged in: greeting, rank badge and Log out. */
export function AuthButtons({ stretch = false }: { stretch?: boolean }) {
  const { t } = useTranslation();
  const { user, isLoading, logout, isLoggingOut } = useAuth();
  // Spec section 4: once the profile is in, a member's partner application is fetched (the hook runs for
  // members only), so the profile and the partner terms page show where they stand without waiting.
  useAgentApplication();
  const grow = stretch ? 'flex-1' : '';

  if (isLoading) {
    return (
      <div className="flex min-h-target items-center px-3">
        <Spinner label={t('a11y.loading_account')} />
      </div>
    );
  }
  if (user) {
    return (
      <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${stretch ? 'w-full' : ''}`}>
        <span className="text-sm font-medium">
          {t('header.greeting', { name: user.full_name || user.name })}
        </span>
        <RankBadge />
        <button
          type="button"
          className={buttonClass('text', 'sm', stretch ? 'ml-auto' : '')}
          onClick={() => void logout()}
          disabled={isLoggingOut}
          aria-busy={isLoggingOut}
        >
          {isLoggingOut ? <Spinner size={16} /> : null}
          {t('header.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className={`flex items-center gap-2 ${stretch ? 'w-full' : ''}`}>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', grow)}
        onClick={() => openDialog('login')}
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className={buttonClass('primary', 'sm', grow)}
        onClick={() => openDialog('sign-up')}
      >
        {t('header.signup')}
      </button>
    </div>
  );
}

/**
 * SG users: the next appointment (its date and time on the shop's clock, linking to the member's
 * appointments) if any, and the make-appointment button. The date is the profile's, which every booking,
 * change and cancellation reads again.
 */
export function BookingBar({ stretch = false }: { stretch?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, isSg } = useAuth();
  if (!user || !isSg) return null;
  const nextText = formatShopDateTime(user.next_appointment_date, language) || null;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${stretch ? 'w-full' : ''}`}>
      {nextText ? (
        <Link
          to={href('appointment-my-appointment')}
          className="inline-flex min-h-target items-center text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
        >
          {t('header.next_appointment', { date: nextText })}
        </Link>
      ) : null}
      <Link to={href('appointment-make-appointment')} className={buttonClass('secondary', 'sm')}>
        {t('header.make_appointment')}
      </Link>
    </div>
  );
}
