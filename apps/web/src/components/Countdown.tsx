import { formatCountdown } from '@beauty/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A live countdown to `end`. It ticks once a second in its own state, so only these digits re-render; at zero
 * it calls `onExpire` once.
 */
export function Countdown({ end, onExpire }: { end: Date; onExpire: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  const done = now.getTime() >= end.getTime();
  useEffect(() => {
    if (done) onExpire();
  }, [done, onExpire]);

  const parts = formatCountdown(end, now).split(':');
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span className="text-muted">{t('home.ends_in')}</span>
      <span
        role="timer"
        aria-label={`${t('home.ends_in')} ${parts.join(':')}`}
        className="inline-flex items-center gap-1 tabular"
      >
        {parts.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hours, minutes and seconds are positional.
          <span key={i} className="inline-flex items-center gap-1">
            {i > 0 ? (
              <span className="font-semibold text-deal" aria-hidden="true">
                :
              </span>
            ) : null}
            <span className="min-w-8 rounded-md bg-deal px-1.5 py-0.5 text-center font-semibold text-white">
              {part}
            </span>
          </span>
        ))}
      </span>
    </span>
  );
}
