import { shopToday } from '@beauty/shared';
import { useLanguage } from '@beauty/ui';
import { type CSSProperties, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import 'react-day-picker/style.css';
import { dateToDay, dayToDate } from './booking-state';

/** The library's look in the shop's tokens (styles.css): accent for the chosen day, 44 px targets. */
const THEME = {
  '--rdp-accent-color': 'var(--color-accent)',
  '--rdp-accent-background-color': 'var(--color-accent-soft)',
  '--rdp-day-height': '44px',
  '--rdp-day-width': '44px',
  '--rdp-day_button-height': '42px',
  '--rdp-day_button-width': '42px',
  '--rdp-nav_button-height': '44px',
  '--rdp-nav_button-width': '44px',
  '--rdp-nav-height': '44px',
  '--rdp-disabled-opacity': '0.35',
} as CSSProperties;

/**
 * A month calendar (react-day-picker) of shop dates "YYYY-MM-DD": only `days` can be chosen, the months
 * from `first` to `last` can be shown. The library's keyboard support stays (arrow keys move by day and
 * week, Page Up/Down by month, disabled days are skipped). Days are the browser's local calendar days at
 * noon, so the grid shows the shop's dates whatever the device's time zone; "today" is the shop's.
 */
export function BookingCalendar({
  days,
  first,
  last,
  value,
  onChange,
  labelledBy,
}: {
  days: readonly string[];
  first: string;
  last: string;
  value: string | null;
  onChange: (day: string) => void;
  labelledBy: string;
}) {
  const language = useLanguage();
  const bookable = useMemo(() => new Set(days), [days]);
  const [month, setMonth] = useState(() => dayToDate(value ?? days[0] ?? first));

  return (
    <DayPicker
      mode="single"
      required
      aria-labelledby={labelledBy}
      // British English, as Singapore writes dates: a day reads "Tuesday, 1 December 2026", its name holding
      // the figure shown on it (US English's "December 1st" does not, which axe reports as
      // label-content-name-mismatch).
      locale={language === 'zh' ? zhCN : enGB}
      lang={language === 'zh' ? 'zh-CN' : 'en'}
      weekStartsOn={1}
      today={dayToDate(shopToday())}
      startMonth={dayToDate(first)}
      endMonth={dayToDate(last)}
      month={month}
      onMonthChange={setMonth}
      selected={value ? dayToDate(value) : undefined}
      onSelect={(date) => onChange(dateToDay(date))}
      disabled={(date) => !bookable.has(dateToDay(date))}
      showOutsideDays={false}
      style={THEME}
      className="mx-auto w-fit text-sm"
    />
  );
}
