import type { LatLng } from '@beauty/shared';
import { useCallback, useEffect, useState } from 'react';

export type MyLocation =
  | { status: 'idle' | 'locating' | 'denied' | 'unsupported'; position: null }
  | { status: 'ready'; position: LatLng };

/**
 * The visitor's position, asked of the browser when they press a button (`locate`), so nobody gets a
 * permission prompt just for opening a page; without a position, lists keep the server's order. With
 * `whenAllowed`, it is also asked for on its own when the browser already allows it (no prompt then).
 */
export function useMyLocation({ whenAllowed = false }: { whenAllowed?: boolean } = {}) {
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

  useEffect(() => {
    if (!whenAllowed) return;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') locate();
      })
      .catch(() => {
        // No permissions API for geolocation here: wait for the button.
      });
    return () => {
      cancelled = true;
    };
  }, [whenAllowed, locate]);

  return { location, locate };
}
