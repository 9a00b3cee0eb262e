import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SingaporeGate } from '../../components/SingaporeGate';

/** Every appointment page is for Singapore members (spec section 1); see SingaporeGate. */
export function BookingGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SingaporeGate title={t('my_appointments.gate.title')} text={t('my_appointments.gate.text')}>
      {children}
    </SingaporeGate>
  );
}
