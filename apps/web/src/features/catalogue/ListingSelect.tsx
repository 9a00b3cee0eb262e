import { ChevronDownIcon } from '@beauty/ui';
import { useId } from 'react';

export type SelectOption = { value: string; label: string };

/**
 * A labelled native select for listing controls (sort, brand): the browser's own control keeps it usable
 * with the keyboard, screen readers and phone pickers. The label sits above on phones, beside it from 640 px.
 */
export function ListingSelect({
  label,
  value,
  options,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2 ${className}`}>
      <label htmlFor={id} className="text-xs whitespace-nowrap text-muted sm:text-sm">
        {label}
      </label>
      <div className="relative min-w-0">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-target w-full min-w-0 appearance-none truncate rounded-full border border-line bg-white pr-10 pl-4 text-sm text-ink hover:border-accent focus:border-accent sm:w-auto sm:max-w-64"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={18}
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
