import { type Ref, useId } from 'react';
import { FieldError } from './fields';

/**
 * A labelled multi-line text field: a hint and the characters used of `max` under it, and the rule's message
 * under those (spec section 5's text rules), named by the field's aria-describedby.
 */
export function TextAreaField({
  label,
  value,
  onChange,
  onBlur,
  max,
  hint,
  placeholder,
  error,
  rows = 4,
  labelClassName = 'text-sm font-medium',
  textareaRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  max: number;
  hint?: string;
  placeholder?: string;
  /** The rule's message, already in words. */
  error?: string;
  rows?: number;
  labelClassName?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const ids = { hint: `${id}-hint`, count: `${id}-count`, error: `${id}-error` };
  const describedBy = [hint ? ids.hint : null, ids.count, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="w-full rounded-card border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-deal"
      />
      <div className="flex justify-between gap-3 text-xs text-muted">
        <span id={ids.hint}>{hint}</span>
        <span id={ids.count} className="shrink-0 tabular">
          {value.length}/{max}
        </span>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
