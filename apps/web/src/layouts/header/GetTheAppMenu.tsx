import { ChevronDownIcon, PhoneIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../../lib/hooks';
import { AppBadges } from '../AppBadges';

/** "Get the app": a disclosure button showing the three store badges. */
export function GetTheAppMenu() {
  const { t } = useTranslation();
  const { open, rootRef, panelId, buttonProps } = useDisclosure();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        className="inline-flex min-h-target items-center gap-1.5 rounded-full px-3 text-sm whitespace-nowrap hover:text-accent"
      >
        <PhoneIcon size={18} />
        {t('header.get_the_app')}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-1 rounded-card border border-line bg-white p-3 shadow-raised"
      >
        <AppBadges direction="column" />
      </div>
    </div>
  );
}
