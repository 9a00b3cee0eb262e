import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusPill } from './StatusPill';

const classesOf = (html: string) => new Set(/class="([^"]*)"/.exec(html)?.[1]?.split(' '));

describe('StatusPill', () => {
  it('shows its label in its tone', () => {
    const html = renderToStaticMarkup(<StatusPill label="To pay" tone="danger" />);
    expect(html).toContain('>To pay</span>');
    expect(classesOf(html)).toEqual(
      new Set([
        'inline-flex',
        'rounded-full',
        'px-3',
        'py-1',
        'text-xs',
        'font-semibold',
        'bg-[#fdeceb]',
        'text-deal',
      ]),
    );
  });

  it('is smaller, outlined and placed when asked', () => {
    const small = classesOf(renderToStaticMarkup(<StatusPill label="Pending" tone="warning" size="sm" />));
    expect(small).toContain('px-2.5');
    expect(small).toContain('bg-gold-soft');
    expect(small).not.toContain('px-3');
    const voucher = classesOf(
      renderToStaticMarkup(<StatusPill label="Active" tone="success" outlined className="shrink-0" />),
    );
    for (const name of ['border', 'border-success/50', 'bg-white', 'text-success', 'shrink-0'])
      expect(voucher).toContain(name);
    expect(voucher).not.toContain('bg-success-soft');
  });
});
