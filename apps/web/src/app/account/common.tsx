import { buttonClass, ChevronLeftIcon } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The back step of a multi-step dialog. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="px-3 pt-2">
      <button type="button" className={buttonClass('text', 'sm', 'gap-1 px-2')} onClick={onClick}>
        <ChevronLeftIcon size={18} />
        {t('account.back')}
      </button>
    </div>
  );
}

/** The last screen of a flow: a heading, a line of text and the next actions. */
export function SuccessPanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 p-5">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="text-sm text-muted">{text}</p>
      {children}
    </div>
  );
}
