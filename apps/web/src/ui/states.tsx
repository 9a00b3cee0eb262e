import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errors';
import { buttonClass } from './button';

/** A failed load: what happened, and one button to try again. */
export function ErrorState({
  error,
  onRetry,
  className = '',
}: {
  error?: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`flex flex-col items-center gap-4 px-4 py-10 text-center ${className}`}>
      <p className="max-w-md text-muted">{error ? errorText(t, error) : t('common.load_error')}</p>
      {onRetry ? (
        <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show: a title, a line of help and one clear next action. */
export function EmptyState({
  title,
  text,
  action,
  className = '',
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center gap-3 px-4 py-12 text-center ${className}`}>
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="max-w-md text-muted">{text}</p> : null}
      {action}
    </div>
  );
}
