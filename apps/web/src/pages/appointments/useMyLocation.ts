import type { LatLng } from '@beauty/shared';
import { useCallback, useState } from 'react';

export type MyLocation =
  | { status: 'idle' | 'locating' | 'denied' | 'unsupported'; position: null }
  | { status: 'ready'; position: LatLng };

/**
 * The member's position, asked of the browser only when they press "Use my location": opening the booking
 * form never raises a permission prompt, and without a position the salons keep the server's order.
 */
export function useMyLocation() {
  const [location, setLocation] = useState<MyLocation>({ status: 'idle', position: null });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setLocation({ status: 'unsupported', position: null });
      return;
    }
    setLocation({ status: 'locating', position: null });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setLocation({
          status: 'ready',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      () => setLocation({ status: 'denied', position: null }),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  return { location, locate };
}
