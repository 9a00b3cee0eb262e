import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Logo and footer only: legal pages and the not-found page. */
export function PlainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-content items-center px-4">
          <Logo />
        </div>
      </header>
      {/* At least a screen high, so the footer never shows (and then jumps) while a page loads. */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
