import { LayoutFrame } from './LayoutFrame';
import { Logo } from './Logo';

/** Logo and footer only: legal pages and the not-found page. */
export function PlainLayout() {
  return (
    <LayoutFrame
      header={
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex h-16 max-w-content items-center px-4">
            <Logo />
          </div>
        </header>
      }
    />
  );
}
