import { ROLE_PERMISSIONS, type StaffMe } from '@beauty/shared';
import { Panel } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../auth/session';

/**
 * Home: who is signed in, their role and stores, and what the role may do, in words, from the shared
 * ROLE_PERMISSIONS (the table the API's guard reads). The dashboard's figures come in a later slice.
 */
export function HomePage() {
  const { data: me } = useMe();
  if (!me) return null;
  return <Home me={me} />;
}

function Home({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const stores =
    me.role !== 'store_staff'
      ? t('home.all_stores')
      : me.store_ids.length === 0
        ? t('home.no_stores')
        : me.store_ids.map((id) => t('home.store_number', { id })).join(', ');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('home.welcome', { name: me.name })}</h1>
      <Panel title={t('home.who')}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">{t('home.name')}</dt>
          <dd>{me.name}</dd>
          <dt className="text-muted">{t('home.email')}</dt>
          <dd>{me.email}</dd>
          <dt className="text-muted">{t('home.role')}</dt>
          <dd>{t(`role.${me.role}`)}</dd>
          <dt className="text-muted">{t('home.stores')}</dt>
          <dd>{stores}</dd>
          <dt className="text-muted">{t('home.second_factor')}</dt>
          <dd>
            {me.second_factor.enabled ? (
              t('home.second_factor_on')
            ) : (
              <>
                {t('home.second_factor_off')} ·{' '}
                <Link to="/security" className="text-accent underline underline-offset-4">
                  {t('home.set_it_up')}
                </Link>
              </>
            )}
          </dd>
        </dl>
      </Panel>
      <Panel title={t('home.may_do')}>
        <p className="mb-3 text-sm text-muted">{t('home.may_do_intro')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="role-permissions">
          {ROLE_PERMISSIONS[me.role].map((permission) => (
            <li key={permission}>{t(`permission.${permission}`)}</li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
