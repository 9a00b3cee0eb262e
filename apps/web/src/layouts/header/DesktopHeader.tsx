import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { Logo } from '../Logo';
import { AuthButtons, BookingBar } from './AuthButtons';
import { CategoryBar } from './CategoryBar';
import { GetTheAppMenu } from './GetTheAppMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { NavItemLink, NavItemName, useNavItems } from './nav-items';
import { ProfileMenu } from './ProfileMenu';
import { SearchBar } from './SearchBar';

/** From 768 px: auth bar, then logo, search and navigation, then the category bar. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const items = useNavItems();
  const { user, isSg } = useAuth();
  const stores = items.find((item) => item.key === 'stores');
  const account = items.filter((item) => item.key !== 'stores');

  return (
    <div className="hidden bg-white md:block">
      <div className="border-b border-line bg-soft">
        <div className="mx-auto flex max-w-content items-center justify-between gap-4 px-4">
          {user && isSg ? (
            <BookingBar />
          ) : (
            <p className="hidden truncate text-sm text-muted lg:block">{t('header.welcome')}</p>
          )}
          <div className="ml-auto flex items-center gap-1 whitespace-nowrap">
            <GetTheAppMenu />
            {stores ? (
              <NavItemLink
                item={stores}
                className="inline-flex min-h-target items-center gap-1.5 rounded-full px-3 text-sm hover:text-accent"
              >
                {stores.icon}
                {stores.label}
              </NavItemLink>
            ) : null}
            <LanguageSwitch id="language-desktop" />
            <span aria-hidden="true" className="mx-2 h-5 w-px bg-line" />
            <AuthButtons />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-content items-center gap-6 px-4 py-3">
        <Logo />
        <SearchBar id="search-desktop" className="max-w-2xl flex-1" />
        <nav aria-label={t('a11y.account_navigation')} className="ml-auto">
          <ul className="flex items-center gap-1">
            {account.map((item) => {
              // Between 768 and 1024 px the row has no room for every word: the items whose icon says it
              // all keep only the icon there (their name stays for screen readers); points and vouchers keep
              // their counts.
              const iconOnly = item.key !== 'points' && item.key !== 'vouchers';
              return (
                <li key={item.key}>
                  <NavItemLink
                    item={item}
                    className={`flex min-h-target flex-col items-center justify-center rounded-card px-2 py-1 text-xs hover:bg-soft hover:text-accent ${iconOnly ? 'min-w-target lg:min-w-16' : 'min-w-16'}`}
                  >
                    {item.icon}
                    <NavItemName
                      item={item}
                      className={`mt-0.5 whitespace-nowrap ${iconOnly ? 'max-lg:sr-only' : ''}`}
                    />
                  </NavItemLink>
                </li>
              );
            })}
            {user ? (
              <li>
                <ProfileMenu />
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <CategoryBar />
    </div>
  );
}
