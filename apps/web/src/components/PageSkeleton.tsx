import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/Skeleton';

/** Shown while a page's code loads: a title and a content block, the shape most pages start with. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:py-12" role="status">
      <span className="sr-only">{t('a11y.loading')}</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-6 h-48 w-full" />
    </div>
  );
}
