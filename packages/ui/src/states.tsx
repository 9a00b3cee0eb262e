import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, retryCanHelp } from './api/errors';
import { buttonClass } from './button';

/** The dashed frame of a state that stands as a page's (or a panel's) whole body. */
const BOXED = 'rounded-card border border-dashed border-line bg-soft';

/**
 * A failed load: what happened, and one button to try again where that can help (no answer, a 5xx, "later"),
 * never for a refusal the server would only repeat (a 403, say), which gets `action` (a way back) instead;
 * `boxed` frames it as a body.
 */
export function ErrorState({
  error,
  message,
  onRetry,
  action,
  boxed = false,
  className = '',
}: {
  error?: unknown;
  /** Says what failed instead of the error's own text. */
  message?: string;
  onRetry?: () => void;
  /** What the member can do instead, shown whether or not a retry is offered. */
  action?: ReactNode;
  boxed?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const retry = onRetry && (error === undefined || retryCanHelp(error)) ? onRetry : undefined;
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-4 px-4 py-10 text-center ${boxed ? BOXED : ''} ${className}`}
    >
      <p className="max-w-md text-muted">
        {message ?? (error ? errorText(t, error) : t('load_error', { ns: 'ui' }))}
      </p>
      {retry ? (
        <button type="button" className={buttonClass('secondary')} onClick={retry}>
          {t('retry', { ns: 'ui' })}
        </button>
      ) : null}
      {action}
    </div>
  );
}

/** Nothing to show: a title, a line of help and one clear next action; `boxed` frames it as a body. */
export function EmptyState({
  title,
  text,
  action,
  boxed = false,
  className = '',
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  boxed?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center gap-3 px-4 py-12 text-center ${boxed ? BOXED : ''} ${className}`}
    >
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="max-w-md text-muted">{text}</p> : null}
      {action}
    </div>
  );
}

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A page body that shows one query: its skeleton until the first answer, a retry when that failed (a later
 * refetch failing keeps what is shown), the empty state when `isEmpty` says so, otherwise the content.
 */
export function QueryBody<T>({
  query,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
