import { type ReactNode, useId } from 'react';

const LOOK = {
  /** A section of an order, a return or a delivery. */
  md: { box: 'p-4', heading: 'font-semibold', gap: 'mb-3' },
  /** A section of a settings page (profile). */
  lg: { box: 'p-5', heading: 'text-lg font-semibold', gap: 'mb-4' },
} as const;

/**
 * A titled section of a page: a white card with its h2 (named by an id, never by the title's words: Chinese
 * titles have no \w characters) and an action at the heading's end (Change, Add, Edit).
 */
export function Panel({
  title,
  action,
  size = 'md',
  children,
}: {
  title: string;
  action?: ReactNode;
  size?: keyof typeof LOOK;
  children: ReactNode;
}) {
  const id = useId();
  const look = LOOK[size];
  return (
    <section aria-labelledby={id} className={`rounded-card border border-line bg-white ${look.box}`}>
      <div className={`${look.gap} flex items-center justify-between gap-3`}>
        <h2 id={id} className={look.heading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
