import { NOTIFICATION_BADGE_MAX } from '@beauty/shared';
import { BellIcon, IconBadge, iconButtonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useUnreadCount } from '../../features/notifications';
import { href } from '../../routes/paths';

/** The bell with the member's unread count on it ("99+" above NOTIFICATION_BADGE_MAX). */
export function BellWithCount({ size = 22, count }: { size?: number; count: number | null }) {
  return <IconBadge icon={<BellIcon size={size} />} count={count} max={NOTIFICATION_BADGE_MAX} />;
}

/** "Notifications, 3 unread" for screen readers; just "Notifications" at 0, while it loads, or for a visitor. */
export function useBellLabel(): { count: number | null; label: string } {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return {
    count,
    label: count ? t('header.notifications_unread', { count }) : t('header.notifications'),
  };
}

/** The phones' top bar: the bell as a 44 px link to the inbox, for members only. */
export function MobileNotificationLink() {
  const { user } = useAuth();
  const { count, label } = useBellLabel();
  if (!user) return null;
  return (
    <Link to={href('notifications')} className={iconButtonClass} aria-label={label}>
      <BellWithCount count={count} />
    </Link>
  );
}
