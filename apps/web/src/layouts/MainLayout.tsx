import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import { Footer } from './Footer';
import { DesktopHeader } from './header/DesktopHeader';
import { MobileTopBar } from './header/MobileTopBar';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The standard layout: header (desktop bars or the phones' sticky top bar), page, footer. */
export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 md:static">
        <DesktopHeader />
        <MobileTopBar />
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
