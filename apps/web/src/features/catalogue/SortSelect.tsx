import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withChanges } from '../../components/listing/listing-url';
import { ListingSelect } from './ListingSelect';

/** Value of the "deal's own order" choice: no sort parameter at all. */
export const FEATURED = '';

/**
 * The sort control of a listing. The choice goes into the URL (`sort`, left out for the default) and sends the
 * listing back to page 1; the scroll position stays, since the control sits above the results.
 */
export function SortSelect<S extends string>({
  value,
  sorts,
  defaultSort,
  className,
}: {
  /** The sort in effect, or FEATURED for the listing's own order. */
  value: S | typeof FEATURED;
  /** The choices, in order; FEATURED offers the listing's own order first. */
  sorts: readonly (S | typeof FEATURED)[];
  /** The sort used when the URL has none (left out of the URL when chosen). */
  defaultSort: S | typeof FEATURED;
  className?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <ListingSelect
      label={t('sort.label')}
      value={value}
      className={className}
      options={sorts.map((sort) => ({
        value: sort,
        label: sort === FEATURED ? t('sort.featured') : t(`sort.${sort}` as 'sort.newest'),
      }))}
      onChange={(next) =>
        setParams(withChanges(params, { sort: next === defaultSort ? null : next }), {
          preventScrollReset: true,
        })
      }
    />
  );
}
