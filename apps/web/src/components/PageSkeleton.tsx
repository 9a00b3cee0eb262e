import { Skeleton } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../layouts/PageFrame';

/** Shown while a page's code loads: a title and a content block, the shape most pages start with. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div role="status">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="h-8 w-56 md:h-9" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    </PageFrame>
  );
}
