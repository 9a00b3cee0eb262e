import { SearchIcon } from '@beauty/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate, useParams } from 'react-router';
import { href } from '../../routes/paths';

/** The product search: submits to /product/{searchName}. On a results page it shows the current term. */
export function SearchBar({
  id,
  className = '',
  compact = false,
}: {
  id: string;
  className?: string;
  /** The phone's top bar, where the full hint does not fit beside the icons. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const { searchName } = useParams();
  const onResults = matches.some(
    (m) => (m.handle as { name?: string } | undefined)?.name === 'product-search',
  );
  // Spaces alone (/product/%20) are no words: the field shows its hint, not a blank.
  const current = onResults ? (searchName ?? '').trim() : '';
  const [value, setValue] = useState(current);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => setValue(current), [current]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = value.trim();
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    inputRef.current?.blur();
    navigate(href('product-search', { searchName: term }));
  }

  return (
    <search className={className}>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          {t('header.search_label')}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t(compact ? 'header.search_placeholder_short' : 'header.search_placeholder')}
          className="h-target w-full min-w-0 rounded-full border border-line bg-soft pr-12 pl-4 text-base placeholder:text-muted focus:border-accent focus:bg-white md:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t('header.search_submit')}
          className="absolute top-0 right-0 inline-flex size-target items-center justify-center rounded-full text-ink hover:text-accent"
        >
          <SearchIcon size={20} />
        </button>
      </form>
    </search>
  );
}
