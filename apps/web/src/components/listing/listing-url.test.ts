import { describe, expect, it } from 'vitest';
import {
  linkedCategoryHref,
  lowerCaseCategoryHref,
  pageSearch,
  parseCategoryFilters,
  parsePage,
  parseSort,
  withChanges,
} from './listing-url';

const qs = (s: string) => new URLSearchParams(s);

describe('parsePage', () => {
  it('reads whole numbers from 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(parsePage(' 12 ')).toBe(12);
  });

  it('turns bad page numbers into page 1', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '0',
      '-2',
      '1.5',
      'abc',
      '2abc',
      '1e3',
      '100001',
      '99999999999999999',
    ])
      expect(parsePage(raw), String(raw)).toBe(1);
  });
});

describe('parseSort', () => {
  const sorts = ['newest', 'price_asc'] as const;
  it('accepts a known sort, in any case', () => {
    expect(parseSort('price_asc', sorts)).toBe('price_asc');
    expect(parseSort('NEWEST', sorts)).toBe('newest');
  });
  it('gives undefined for a missing or unknown sort', () => {
    expect(parseSort(null, sorts)).toBeUndefined();
    expect(parseSort('cheapest', sorts)).toBeUndefined();
  });
});

describe('parseCategoryFilters', () => {
  it('defaults brand to all, sort to newest and page to 1', () => {
    expect(parseCategoryFilters('hair-care', qs(''))).toEqual({
      category: 'hair-care',
      subcategory: undefined,
      brand: 'all',
      sort: 'newest',
      page: 1,
    });
  });

  it('lower-cases names and reads every filter', () => {
    expect(
      parseCategoryFilters('Hair-Care', qs('subcategory=Shampoo&brand=Luxe-Lab&sort=price_desc&page=3')),
    ).toEqual({
      category: 'hair-care',
      subcategory: 'shampoo',
      brand: 'luxe-lab',
      sort: 'price_desc',
      page: 3,
    });
  });

  it('ignores empty and bad values', () => {
    expect(parseCategoryFilters('skin', qs('subcategory=&brand=%20&sort=nope&page=-1'))).toEqual({
      category: 'skin',
      subcategory: undefined,
      brand: 'all',
      sort: 'newest',
      page: 1,
    });
  });
});

describe('lowerCaseCategoryHref', () => {
  it('is null when the address is already lower case', () => {
    expect(lowerCaseCategoryHref('hair-care', qs('subcategory=shampoo&brand=all&sort=price_asc'))).toBeNull();
  });

  it('lower-cases the category, subcategory and brand, keeping the other parameters', () => {
    expect(lowerCaseCategoryHref('Hair-Care', qs('subcategory=Shampoo&sort=price_asc&page=2'))).toBe(
      '/product/category/hair-care?subcategory=shampoo&sort=price_asc&page=2',
    );
    expect(lowerCaseCategoryHref('hair-care', qs('brand=Luxe'))).toBe(
      '/product/category/hair-care?brand=luxe',
    );
  });
});

describe('linkedCategoryHref', () => {
  const answer = {
    category: { id: 1, name: 'Hair Care', link: 'hair-care' },
    subcategory: { id: 3, name: 'Hair Masks & Treatments', link: 'hair-masks-treatments' },
    brand: 'luxe',
  };

  it("moves the spec's form (names lower-cased) to the links, keeping the other parameters", () => {
    expect(
      linkedCategoryHref(
        'hair care',
        qs('subcategory=hair masks %26 treatments&brand=luxe&sort=rating'),
        answer,
      ),
    ).toBe('/product/category/hair-care?subcategory=hair-masks-treatments&brand=luxe&sort=rating');
    expect(
      linkedCategoryHref('hair care', qs('page=2'), { ...answer, subcategory: null, brand: 'all' }),
    ).toBe('/product/category/hair-care?page=2');
  });

  it('is null when the address already uses the links', () => {
    expect(
      linkedCategoryHref('hair-care', qs('subcategory=hair-masks-treatments&brand=luxe'), answer),
    ).toBeNull();
    expect(
      linkedCategoryHref('hair-care', qs(''), { ...answer, subcategory: null, brand: 'all' }),
    ).toBeNull();
  });
});

describe('withChanges', () => {
  it('sets and removes parameters', () => {
    expect(withChanges(qs('brand=a&sort=rating'), { brand: 'b', sort: null }).toString()).toBe('brand=b');
    expect(withChanges(qs('brand=a'), { brand: '' }).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withChanges(qs('brand=a&page=4'), { sort: 'rating' }).toString()).toBe('brand=a&sort=rating');
  });

  it('keeps the filters when the page changes, and writes page 1 as no page', () => {
    expect(withChanges(qs('brand=a&page=4'), { page: 5 }).toString()).toBe('brand=a&page=5');
    expect(withChanges(qs('brand=a&page=4'), { page: 1 }).toString()).toBe('brand=a');
  });

  it('leaves the given parameters untouched', () => {
    const current = qs('page=2');
    withChanges(current, { sort: 'rating' });
    expect(current.toString()).toBe('page=2');
  });
});

describe('pageSearch', () => {
  it('builds the query of another page', () => {
    expect(pageSearch(qs('sort=rating&page=2'), 3)).toBe('?sort=rating&page=3');
    expect(pageSearch(qs('sort=rating&page=2'), 1)).toBe('?sort=rating');
    expect(pageSearch(qs('page=2'), 1)).toBe('');
  });
});
