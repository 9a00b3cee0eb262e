import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { RequireLogin } from '../../auth/RequireLogin';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { buttonClass } from '../../ui/button';

/**
 * Every appointment page is for Singapore members (spec section 1): a logged-out visitor gets the login
 * dialog as on the other member pages, and a member of another country is told why there is nothing to book
 * rather than meeting a page whose calls the API refuses.
 */
export function AppointmentGate({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <SingaporeOnly>{children}</SingaporeOnly>
    </RequireLogin>
  );
}

function SingaporeOnly({ children }: { children: ReactNode }) {
  const { isSg } = useAuth();
  if (isSg) return <>{children}</>;
  return <NotForRegion />;
}

/**
 * The explanation for a member outside Singapore. Only a way home: the salon list is not offered to them
 * either (the header shows "Our stores" to Singapore members and visitors only).
 */
function NotForRegion() {
  const { t } = useTranslation();
  const title = t('my_appointments.gate.title');
  useDocumentTitle(title);
  return (
    <PageFrame>
      <NotFoundState
        title={title}
        text={t('my_appointments.gate.text')}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('my_appointments.gate.home')}
          </Link>
        }
      />
    </PageFrame>
  );
}
