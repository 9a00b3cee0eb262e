import type { ReactNode } from 'react';

/**
 * A page whose subject does not exist (unknown product or article): the page's own heading says so, so the
 * page still has an h1, with a line of help and one way on.
 */
export function NotFoundState({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center md:py-20">
      <h1 className="text-xl font-semibold md:text-2xl">{title}</h1>
      <p className="max-w-md text-muted">{text}</p>
      {action}
    </div>
  );
}
