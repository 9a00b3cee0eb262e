import type { StaffMe } from '@beauty/shared';
import { buttonClass, ErrorState, isApiError, Spinner } from '@beauty/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { signInPathFor } from '../auth/return-path';
import { maybeSignedIn, signOut, useMe } from '../auth/session';
import { MAIN_ID } from '../routes/Root';
import { LanguageSwitch } from './LanguageSwitch';
import { menuFor } from './menu';

const SECURITY_PATH = '/security';

/**
 * The frame of every page after sign-in: the header (who is signed in, the language, Sign out) and the left
 * navigation by role. Until the member of staff is known it shows a spinner; a 401 has already sent the page
 * to the sign-in (main.tsx). While a second factor must be set up, every page but Security sends there.
 */
export function Shell() {
  const { t } = useTranslation();
  const signedIn = maybeSignedIn();
  const me = useMe({ enabled: signedIn });
  const { pathname, search } = useLocation();

  if (!signedIn) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  if (me.isPending || (me.isError && isApiError(me.error) && me.error.httpStatus === 401)) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label={t('app.loading')} size={32} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <main id={MAIN_ID} className="mx-auto max-w-xl p-6">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} boxed />
      </main>
    );
  }
  if (me.data.must_enrol && pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return <Frame me={me.data} />;
}

function Frame({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const items = menuFor(me.role, { mustEnrol: me.must_enrol });
  return (
    <div className="flex min-h-dvh flex-col bg-soft">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-card focus:bg-white focus:p-3"
      >
        {t('app.skip_to_content')}
      </a>
      <header className="flex h-14 shrink-0 items-center gap-4 border-b border-line bg-white px-4">
        <p className="font-semibold text-accent">
          {t('app.name')} <span className="font-normal text-muted">· {t('app.back_office')}</span>
        </p>
        <div className="ml-auto flex items-center gap-3">
          <p className="text-sm" data-testid="signed-in-as">
            {t('header.signed_in_as', { name: me.name, role: t(`role.${me.role}`) })}
          </p>
          <LanguageSwitch />
          <SignOutButton />
        </div>
      </header>
      <div className="flex flex-1">
        <nav aria-label={t('app.navigation')} className="w-52 shrink-0 border-r border-line bg-white p-3">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) =>
                    `flex min-h-target items-center rounded-card px-3 text-sm ${
                      isActive ? 'bg-accent-soft font-semibold text-accent-strong' : 'text-ink hover:bg-soft'
                    }`
                  }
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-6 outline-none">
          <div className="mx-auto max-w-content">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

function SignOutButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // Signed out already (the session had ended): the sign-in page is where this goes either way.
    }
    queryClient.clear();
    void navigate('/sign-in', { replace: true });
  };
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={onClick}>
      {t('header.sign_out')}
    </button>
  );
}
