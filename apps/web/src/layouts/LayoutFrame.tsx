import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import { Footer } from './Footer';
import { MAIN_ID, SkipLink } from './SkipLink';

/** What every layout shares: skip link, its header, the routed page in <main>, and the footer. */
export function LayoutFrame({ header }: { header: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
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
