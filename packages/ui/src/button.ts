/** Button looks (DESIGN.md): one filled accent primary per view, outlined secondary, text for minor actions. */
type Variant = 'primary' | 'secondary' | 'text' | 'ghost';
type Size = 'md' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'rounded-full bg-accent text-white hover:bg-accent-strong',
  secondary: 'rounded-full border border-accent bg-white text-accent hover:bg-accent-soft',
  text: 'rounded-md text-accent underline-offset-4 hover:underline',
  ghost: 'rounded-full text-ink hover:bg-soft',
};

const sizes: Record<Size, string> = {
  md: 'min-h-target px-5 text-sm',
  sm: 'min-h-target px-4 text-sm',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  // Text buttons sit in running text: full-height target, no side padding.
  const sizing = variant === 'text' ? 'min-h-target text-sm' : sizes[size];
  return `${base} ${variants[variant]} ${sizing} ${extra}`.trim();
}

/** A 44 px square icon-only button; give it an aria-label. */
export const iconButtonClass =
  'inline-flex size-target shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-soft';
