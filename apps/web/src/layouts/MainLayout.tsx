import { DesktopHeader } from './header/DesktopHeader';
import { MobileTopBar } from './header/MobileTopBar';
import { LayoutFrame } from './LayoutFrame';

/** The standard layout: header (desktop bars or the phones' sticky top bar), page, footer. */
export function MainLayout() {
  return (
    <LayoutFrame
      header={
        <header className="sticky top-0 z-30 md:static">
          <DesktopHeader />
          <MobileTopBar />
        </header>
      }
    />
  );
}
