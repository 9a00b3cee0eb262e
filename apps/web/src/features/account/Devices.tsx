import { formatShopDateTime, type MemberSession } from '@beauty/shared';
import { buttonClass, ErrorState, Skeleton, serverText, showToast, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { useEndSessions, useSessions } from './sessions-api';

/**
 * /profile/devices: where the member is signed in (the web and the apps), this device marked, with a sign-out
 * for each other one and for all others at once.
 */
export function Devices() {
  const { t } = useTranslation();
  useDocumentTitle(t('devices.title'));
  const list = useSessions();
  const end = useEndSessions();
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const endOne = (id: number | null, done: string) =>
    end.mutate(id, {
      onSuccess: () => showToast(done, 'success'),
      onError: (error) => showToast(serverText(t, error), 'error'),
    });

  return (
    <PageFrame width="narrow" title={t('devices.title')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('devices.intro')}</p>
        {list.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {sessions.map((session) => (
                <DeviceRow
                  key={session.id}
                  session={session}
                  busy={end.isPending}
                  onSignOut={() => endOne(session.id, t('devices.signed_out'))}
                />
              ))}
            </ul>
            {others.length > 0 ? (
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'self-start')}
                disabled={end.isPending}
                onClick={() => {
                  if (window.confirm(t('devices.confirm_others')))
                    endOne(null, t('devices.signed_out_others'));
                }}
              >
                {t('devices.sign_out_others')}
              </button>
            ) : (
              <p className="text-sm text-muted">{t('devices.only_this')}</p>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}

function DeviceRow({
  session,
  busy,
  onSignOut,
}: {
  session: MemberSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = t(`devices.kind_${session.client}`);
  const device =
    session.browser && session.os
      ? t('devices.device', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('devices.unknown_device'));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-card border border-line p-4">
      <div className="min-w-0">
        <p className="font-medium">
          {device}
          <span className="text-muted"> · {kind}</span>
        </p>
        {session.current ? (
          <p className="mt-1 text-sm font-medium text-accent">{t('devices.this_device')}</p>
        ) : null}
        <p className="mt-1 text-sm text-muted">
          {t('devices.last_active', { when: formatShopDateTime(session.last_seen_at, language) })}
        </p>
        <p className="text-sm text-muted">
          {t('devices.signed_in', { when: formatShopDateTime(session.created_at, language) })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={buttonClass('text', 'sm')}
          disabled={busy}
          aria-label={t('devices.sign_out_named', { device: `${device} · ${kind}` })}
          onClick={onSignOut}
        >
          {t('devices.sign_out')}
        </button>
      )}
    </li>
  );
}
