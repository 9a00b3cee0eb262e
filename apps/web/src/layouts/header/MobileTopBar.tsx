import { iconButtonClass, MenuIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { openDialog, useActiveDialog } from '../../app/dialogs';
import { Logo } from '../Logo';
import { MobileCartLink } from './CartBadge';
import { MobileNotificationLink } from './NotificationBell';
import { SearchBar } from './SearchBar';

/** Below 768 px: logo mark, search field, a member's bell, the cart and the menu button that opens the drawer. */
export function MobileTopBar() {
  const { t } = useTranslation();
  const drawerOpen = useActiveDialog() === 'drawer';
  return (
    <div className="flex h-15 items-center gap-2 border-b border-line bg-white px-3 md:hidden">
      <Logo compact />
      <SearchBar id="search-mobile" className="min-w-0 flex-1" compact />
      <MobileNotificationLink />
      <MobileCartLink />
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('header.open_menu')}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => openDialog('drawer')}
      >
        <MenuIcon />
      </button>
    </div>
  );
}
