import { buttonClass, Spinner } from '@beauty/ui';
import type { MyLocation } from '../lib/location';

/** The button that asks for the visitor's position, busy while the browser answers. */
export function LocateButton({
  location,
  locate,
  label,
  busyLabel,
}: {
  location: MyLocation;
  locate: () => void;
  label: string;
  busyLabel: string;
}) {
  const busy = location.status === 'locating';
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={locate} disabled={busy}>
      {busy ? <Spinner size={16} /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** Says politely why there is no position: not shared, or a browser that cannot share it; else empty. */
export function LocationNotice({
  location,
  denied,
  unsupported,
  className,
}: {
  location: MyLocation;
  denied: string;
  unsupported: string;
  className: string;
}) {
  return (
    <p role="status" className={className}>
      {location.status === 'denied' ? denied : location.status === 'unsupported' ? unsupported : ''}
    </p>
  );
}
