import { buttonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../layouts/PageFrame';
import { useDocumentTitle } from '../lib/hooks';

/** Any unknown path (plain layout): "Whoops, 404" and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.title'));
  return (
    <PageFrame width="narrow">
      <div className="flex flex-col items-center gap-4 py-14 text-center md:py-18">
        <h1 className="text-2xl font-semibold md:text-3xl">{t('whoops_404', { ns: 'messages' })}</h1>
        <p className="text-muted">{t('page_not_found', { ns: 'messages' })}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('common.back_home')}
        </Link>
      </div>
    </PageFrame>
  );
}
