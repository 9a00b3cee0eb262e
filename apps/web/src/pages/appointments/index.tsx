import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';
import { LogoMark } from '../../layouts/Logo';
import { MAIN_ID } from '../../layouts/SkipLink';
import { useDocumentTitle } from '../../lib/hooks';
import { buttonClass } from '../../ui/button';

/** Appointments area (SG users). Built by a later issue. */
export function AppointmentNew() {
  return <ComingSoon name="appointment-make-appointment" />;
}

export { AppointmentDetail } from './AppointmentDetail';
export { AppointmentMine } from './MyAppointments';

export function AppointmentEdit() {
  return <ComingSoon name="appointment-edit-appointment" />;
}

/** /appointment/complete has no standard layout: a bare page with one centred card. */
export function AppointmentComplete() {
  const { t } = useTranslation();
  const title = t('pages.appointment-complete.title');
  useDocumentTitle(title);
  return (
    <main id={MAIN_ID} className="grid min-h-dvh place-items-center bg-soft px-4 py-10">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-raised">
        <LogoMark size={48} />
        <h1 className="text-2xl font-semibold">{title}</h1>
        <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
          {t('common.coming_soon')}
        </span>
        <p className="text-muted">{t('pages.appointment-complete.description')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('common.back_home')}
        </Link>
      </div>
    </main>
  );
}
