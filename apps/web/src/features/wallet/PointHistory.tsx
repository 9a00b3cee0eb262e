import { formatShopDateTime, type PointAnswer, type PointHistoryEntry, shopToday } from '@beauty/shared';
import {
  buttonClass,
  EmptyState,
  errorText,
  FieldError,
  inputClass,
  Panel,
  type PillTone,
  Spinner,
  StatusPill,
  showToast,
  useLanguage,
} from '@beauty/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withChanges } from '../../components/listing/listing-url';
import { Pagination } from '../../components/listing/Pagination';
import { type PointFilters, useDownloadPointHistory } from './wallet-api';

/**
 * The point history: a date range (kept in the URL with the page), the Download of the filtered history as a
 * CSV file, and the entries newest first with their Pending or Successful badge, paged.
 */
export function PointHistory({
  filters,
  history,
  stale,
}: {
  filters: PointFilters;
  history: PointAnswer['history'];
  /** The previous page stays on screen, faded, while this one loads. */
  stale: boolean;
}) {
  const { t } = useTranslation();
  const filtered = Boolean(filters.start_date || filters.end_date);
  return (
    <Panel title={t('wallet.history.title')} action={<DownloadButton filters={filters} />}>
      {/* Keyed by the URL's range: a range taken out elsewhere (Show all dates, back) empties the fields too. */}
      <DateFilter key={`${filters.start_date}|${filters.end_date}`} filters={filters} />
      {history.entries.length === 0 ? (
        <HistoryEmpty filtered={filtered} />
      ) : (
        <>
          <ul className={`mt-2 divide-y divide-line ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
            {history.entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pagination page={history.page} totalPages={history.total_pages} />
        </>
      )}
    </Panel>
  );
}

function HistoryRow({ entry }: { entry: PointHistoryEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signed = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-SG', {
    signDisplay: 'exceptZero',
  }).format(entry.points);
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words [overflow-wrap:anywhere]">{entry.description}</p>
        <p className="text-sm text-muted">
          <time dateTime={entry.date.replace(' ', 'T')}>{formatShopDateTime(entry.date, language)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className={`font-semibold tabular ${entry.points > 0 ? 'text-success' : 'text-ink'}`}>
          {t('wallet.history.points', { count: Math.abs(entry.points), points: signed })}
        </p>
        <StatusBadge status={entry.status} />
      </div>
    </li>
  );
}

const STATUS_TONE: Record<PointHistoryEntry['status'], PillTone> = {
  Pending: 'warning',
  Successful: 'success',
};

function StatusBadge({ status }: { status: PointHistoryEntry['status'] }) {
  const { t } = useTranslation();
  return <StatusPill label={t(`wallet.history.status.${status}`)} tone={STATUS_TONE[status]} size="sm" />;
}

/** From and To (shop dates, at most today); Apply puts them in the URL (back to page 1), Clear takes them out. */
function DateFilter({ filters }: { filters: PointFilters }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [problem, setProblem] = useState<string | undefined>();
  const today = shopToday();
  const [start, setStart] = useState(filters.start_date ?? '');
  const [end, setEnd] = useState(filters.end_date ?? '');
  const filtered = Boolean(filters.start_date || filters.end_date);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (start && end && start > end) {
      setProblem(t('wallet.history.range_backwards'));
      return;
    }
    setProblem(undefined);
    setParams(withChanges(params, { start, end }));
  }

  function clear() {
    setStart('');
    setEnd('');
    setProblem(undefined);
    setParams(withChanges(params, { start: null, end: null }));
  }

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label={t('wallet.history.filter_label')}
      className="flex flex-wrap items-end gap-3 rounded-card bg-soft p-3"
    >
      <div className="flex min-w-36 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-start`} className="text-sm font-medium">
          {t('wallet.history.from')}
        </label>
        <input
          id={`${id}-start`}
          type="date"
          className={inputClass}
          value={start}
          max={end || today}
          onChange={(event) => setStart(event.target.value)}
        />
      </div>
      <div className="flex min-w-36 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-end`} className="text-sm font-medium">
          {t('wallet.history.to')}
        </label>
        <input
          id={`${id}-end`}
          type="date"
          className={inputClass}
          value={end}
          min={start || undefined}
          max={today}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {t('wallet.history.apply')}
        </button>
        {filtered ? (
          <button type="button" className={buttonClass('text')} onClick={clear}>
            {t('wallet.history.clear')}
          </button>
        ) : null}
      </div>
      <div className="basis-full empty:hidden">
        <FieldError id={errorId} message={problem} alert />
      </div>
    </form>
  );
}

/** GET account/point?format=csv under the filters in use; the button spins and is disabled meanwhile. */
function DownloadButton({ filters }: { filters: PointFilters }) {
  const { t } = useTranslation();
  const save = useDownloadPointHistory();
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={save.isPending}
      aria-busy={save.isPending}
      onClick={() =>
        save.mutate(
          { start_date: filters.start_date, end_date: filters.end_date },
          { onError: (error) => showToast(errorText(t, error), 'error') },
        )
      }
    >
      {save.isPending ? <Spinner size={16} /> : null}
      {t('wallet.history.download')}
    </button>
  );
}

function HistoryEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (filtered) {
    return (
      <EmptyState
        title={t('wallet.history.empty_filtered')}
        text={t('wallet.history.empty_filtered_text')}
        action={
          <Link
            to={{ search: withChanges(params, { start: null, end: null }).toString() }}
            className={buttonClass('secondary')}
          >
            {t('wallet.history.show_all')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('wallet.history.empty')}
      text={t('wallet.history.empty_text')}
      action={
        <Link to="/" className={buttonClass('secondary')}>
          {t('wallet.history.shop_now')}
        </Link>
      }
    />
  );
}
