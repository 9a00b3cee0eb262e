import { buttonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-semibold">{t('app.not_found_title')}</h1>
      <p className="text-muted">{t('app.not_found_text')}</p>
      <Link to="/" className={buttonClass('secondary')}>
        {t('app.to_home')}
      </Link>
    </div>
  );
}
