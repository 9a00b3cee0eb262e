import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../layouts/PageFrame';
import { useDocumentTitle } from '../lib/hooks';
import type { PlaceholderRouteName } from '../routes/paths';
import { buttonClass } from '../ui/button';
import { Skeleton } from '../ui/Skeleton';

/**
 * A page a later issue builds: its real title, and a short description of what it will hold.
 * `title`/`description` override the route's own texts (e.g. a category name from the API).
 */
export function ComingSoon({
  name,
  title,
  description,
  children,
}: {
  name?: PlaceholderRouteName;
  title?: string;
  description?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = title ?? (name ? t(`pages.${name}.title`) : '');
  const text = description ?? (name ? t(`pages.${name}.description`) : '');
  useDocumentTitle(heading);

  return (
    <PageFrame title={heading || <Skeleton className="h-8 w-56 md:h-9" />} below={children}>
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-soft px-6 py-12 text-center md:py-16">
        <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
          {t('common.coming_soon')}
        </span>
        <p className="max-w-prose text-muted">{text}</p>
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.back_home')}
        </Link>
      </div>
    </PageFrame>
  );
}
