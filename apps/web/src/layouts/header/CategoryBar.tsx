import type { Category } from '@beauty/shared';
import { Skeleton } from '@beauty/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLanding } from '../../api/queries';
import { categoryHref } from '../../routes/paths';

/** Desktop category bar from the landing categories; each opens its subcategory menu on hover or focus. */
export function CategoryBar() {
  const { t } = useTranslation();
  const landing = useLanding();
  const categories = landing.data?.categories ?? [];
  if (landing.isError && categories.length === 0) return null;

  return (
    <nav aria-label={t('header.categories')} className="border-t border-line">
      <ul className="mx-auto flex min-h-12 max-w-content flex-wrap items-stretch px-2">
        {landing.isPending
          ? [1, 2, 3, 4, 5, 6].map((n) => (
              <li key={n} className="flex items-center px-3">
                <Skeleton className="h-4 w-24" />
              </li>
            ))
          : categories.map((category) => <CategoryMenu key={category.id} category={category} />)}
      </ul>
    </nav>
  );
}

function CategoryMenu({ category }: { category: Category }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  /** Escape moves focus back to the category link; that focus must not reopen the menu. */
  const closedByEscape = useRef(false);
  const menuId = useId();
  const hasMenu = category.subcategories.length > 0;
  const categoryLink = categoryHref(category);

  return (
    <li
      className="relative flex h-12"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (closedByEscape.current) closedByEscape.current = false;
        else setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          closedByEscape.current = true;
          setOpen(false);
          linkRef.current?.focus();
        }
      }}
    >
      <NavLink
        ref={linkRef}
        to={categoryLink}
        onClick={() => setOpen(false)}
        className={({ isActive }) =>
          `flex items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-accent ${
            isActive || open ? 'border-accent text-accent' : 'border-transparent'
          }`
        }
      >
        {category.name}
      </NavLink>
      {hasMenu ? (
        <div
          id={menuId}
          hidden={!open}
          className="absolute top-full left-0 z-40 min-w-60 rounded-b-card border border-line bg-white py-2 shadow-raised"
        >
          <ul aria-label={t('header.subcategories_of', { name: category.name })}>
            <li>
              <Link
                to={categoryLink}
                onClick={() => setOpen(false)}
                className="flex min-h-target items-center px-4 text-sm font-semibold hover:bg-soft hover:text-accent"
              >
                {t('header.all_in_category', { name: category.name })}
              </Link>
            </li>
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={categoryHref(category, sub)}
                  onClick={() => setOpen(false)}
                  className="flex min-h-target items-center px-4 text-sm hover:bg-soft hover:text-accent"
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
