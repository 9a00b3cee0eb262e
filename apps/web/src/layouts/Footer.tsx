import type { Category } from '@beauty/shared';
import { ChevronDownIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanding } from '../api/queries';
import { useAuth } from '../auth/AuthProvider';
import { categoryHref, href } from '../routes/paths';
import { AppBadges } from './AppBadges';

const linkClass =
  'inline-flex min-h-target items-center text-sm text-ink hover:text-accent hover:underline md:min-h-9';

/**
 * Footer (spec section 2): categories with subcategory links, terms of use (the partner terms for agents),
 * privacy policy, Email us, our stores (SG users only) and the app badges.
 */
export function Footer() {
  const { t } = useTranslation();
  const landing = useLanding();
  const { isAgent, isSg } = useAuth();
  const categories = landing.data?.categories ?? [];
  const email = landing.data?.customer_service_email;

  return (
    <footer className="mt-auto border-t border-line bg-soft">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-10 md:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        {categories.length > 0 ? (
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className="text-sm font-semibold">
              {t('footer.categories')}
            </h2>
            <CategoryLinks categories={categories} />
          </nav>
        ) : (
          <div />
        )}
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="text-sm font-semibold">
            {t('footer.help')}
          </h2>
          <ul className="mt-3">
            <li>
              <Link to={href(isAgent ? 'agent-terms-of-service' : 'terms-of-service')} className={linkClass}>
                {isAgent ? t('legal.agent_terms_of_service') : t('footer.terms_of_use')}
              </Link>
            </li>
            <li>
              <Link to={href('privacy-policy')} className={linkClass}>
                {t('footer.privacy_policy')}
              </Link>
            </li>
            {email ? (
              <li>
                <a href={`mailto:${email}`} className={linkClass}>
                  {t('footer.email_us')}
                </a>
              </li>
            ) : null}
            {isSg ? (
              <li>
                <Link to={href('salon-listing')} className={linkClass}>
                  {t('footer.our_stores')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">{t('footer.get_the_app')}</h2>
          <div className="mt-4">
            <AppBadges direction="column" />
          </div>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-content px-4 py-4 text-xs text-muted">
          {t('app.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

/** Phones: one collapsible row per category (44 px targets). Wider screens: every category open in columns. */
function CategoryLinks({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="mt-2 divide-y divide-line border-y border-line md:hidden">
        {categories.map((category) => (
          <li key={category.id}>
            <details className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-sm font-medium [&::-webkit-details-marker]:hidden">
                {category.name}
                <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <ul className="pb-2 pl-3">
                <li>
                  <Link to={categoryHref(category)} className={linkClass}>
                    {t('header.all_in_category', { name: category.name })}
                  </Link>
                </li>
                {category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <Link to={categoryHref(category, sub)} className={linkClass}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden grid-cols-3 gap-x-6 gap-y-6 md:grid lg:grid-cols-4">
        {categories.map((category) => (
          <div key={category.id}>
            <Link to={categoryHref(category)} className={`${linkClass} font-semibold`}>
              {category.name}
            </Link>
            <ul>
              {category.subcategories.map((sub) => (
                <li key={sub.id}>
                  <Link to={categoryHref(category, sub)} className={`${linkClass} text-muted`}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
