import { ChevronDownIcon, UserIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisclosure } from '../../lib/hooks';
import { useProfileLinks } from './nav-items';

/** The logged-in user's profile menu: a disclosure button with the profile links. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const links = useProfileLinks();
  const { open, setOpen, rootRef, panelId, buttonProps } = useDisclosure();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        className="flex min-h-target min-w-16 flex-col items-center justify-center rounded-card px-2 py-1 text-xs hover:bg-soft hover:text-accent"
      >
        <UserIcon size={22} />
        <span className="mt-0.5 inline-flex items-center gap-0.5 whitespace-nowrap">
          {t('header.profile_menu')}
          <ChevronDownIcon size={12} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </span>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-1 min-w-52 rounded-card border border-line bg-white py-1 shadow-raised"
      >
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              onClick={() => setOpen(false)}
              className="flex min-h-target items-center px-4 text-sm hover:bg-soft hover:text-accent"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
