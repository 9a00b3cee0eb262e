import { buttonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageFrame } from '../layouts/PageFrame';

/**
 * A page that failed to render or whose code failed to load (e.g. after a deploy, or offline).
 * Inside the layout, so the header and footer stay usable.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <PageFrame width="narrow">
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <h1 className="text-2xl font-semibold">{t('common.page_error_title')}</h1>
        <p className="text-muted">{t('common.page_error_text')}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    </PageFrame>
  );
}
