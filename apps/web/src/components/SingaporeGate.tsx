import { buttonClass } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { RequireLogin } from '../auth/RequireLogin';
import { PageFrame } from '../layouts/PageFrame';
import { useDocumentTitle } from '../lib/hooks';
import { NotFoundState } from './NotFoundState';

/**
 * Pages for Singapore members only (spec section 1: appointments, salon and stylist reviews): a logged-out
 * visitor gets the login dialog as on the other member pages, and a member of another country is told why
 * (`title`, `text`) rather than meeting a page whose calls the API refuses. Only a way home: the salon list is
 * not offered to them either (the header shows "Our stores" to Singapore members and visitors only).
 */
export function SingaporeGate({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <RequireLogin>
      <SingaporeOnly title={title} text={text}>
        {children}
      </SingaporeOnly>
    </RequireLogin>
  );
}

function SingaporeOnly({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const { isSg } = useAuth();
  if (isSg) return <>{children}</>;
  return <NotForRegion title={title} text={text} />;
}

function NotForRegion({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <PageFrame>
      <NotFoundState
        title={title}
        text={text}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('common.back_home')}
          </Link>
        }
      />
    </PageFrame>
  );
}
