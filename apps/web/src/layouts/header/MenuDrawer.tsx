import { ChevronDownIcon, Dialog, Skeleton, UserIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanding } from '../../api/queries';
import { closeDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { categoryHref } from '../../routes/paths';
import { AppBadges } from '../AppBadges';
import { AuthButtons, BookingBar } from './AuthButtons';
import { LanguageSwitch } from './LanguageSwitch';
import { NavItemLink, NavItemName, useNavItems, useProfileLinks } from './nav-items';

const rowClass =
  'flex min-h-12 w-full items-center gap-3 px-5 text-left text-base hover:bg-soft hover:text-accent';

/** The phones' right-side menu: the same navigation as the desktop header, inside a dialog. */
export function MenuDrawer() {
  const { t } = useTranslation();
  const items = useNavItems();
  const profileLinks = useProfileLinks();
  const { user } = useAuth();
  const landing = useLanding();
  const categories = landing.data?.categories ?? [];

  return (
    <Dialog title={t('header.menu')} onClose={() => closeDialog()} variant="drawer">
      <div className="space-y-3 border-b border-line p-5">
        <AuthButtons stretch />
        <BookingBar stretch />
      </div>
      <nav aria-label={t('a11y.main_navigation')} className="border-b border-line py-2">
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <NavItemLink item={item} className={rowClass}>
                {item.icon}
                <NavItemName item={item} />
              </NavItemLink>
            </li>
          ))}
          {user
            ? profileLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={rowClass}>
                    <UserIcon size={22} />
                    {link.label}
                  </Link>
                </li>
              ))
            : null}
        </ul>
      </nav>
      <nav aria-label={t('header.categories')} className="border-b border-line py-2">
        <h3 className="px-5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
          {t('header.categories')}
        </h3>
        {landing.isPending ? (
          <div className="space-y-3 px-5 py-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-36" />
          </div>
        ) : (
          <ul>
            {categories.map((category) => {
              const categoryLink = categoryHref(category);
              if (category.subcategories.length === 0) {
                return (
                  <li key={category.id}>
                    <Link to={categoryLink} className={rowClass}>
                      {category.name}
                    </Link>
                  </li>
                );
              }
              return (
                <li key={category.id}>
                  <details className="group">
                    <summary
                      className={`${rowClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
                    >
                      {category.name}
                      <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
                    </summary>
                    <ul className="bg-soft py-1">
                      <li>
                        <Link to={categoryLink} className={`${rowClass} pl-9 text-sm font-semibold`}>
                          {t('header.all_in_category', { name: category.name })}
                        </Link>
                      </li>
                      {category.subcategories.map((sub) => (
                        <li key={sub.id}>
                          <Link to={categoryHref(category, sub)} className={`${rowClass} pl-9 text-sm`}>
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      <div className="space-y-3 border-b border-line p-5">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('header.get_the_app')}
        </h3>
        <AppBadges />
      </div>
      <div className="p-5">
        <LanguageSwitch id="language-drawer" className="-ml-2" />
      </div>
    </Dialog>
  );
}
