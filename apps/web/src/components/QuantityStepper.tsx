import { type ReactNode, useId, useState } from 'react';
import { settleTypedQuantity } from './quantity';

const LOOK = {
  /** A product page's: a bold label over it, the note beside it. */
  page: {
    label: 'mb-2 block text-sm font-semibold',
    input: 'w-14',
    row: 'flex flex-wrap items-center gap-x-4 gap-y-2',
  },
  /** A cart line's: a small label, the note under it. */
  line: { label: 'text-xs text-muted', input: 'w-12', row: 'flex flex-col gap-1' },
} as const;

const STEP =
  'inline-flex size-target items-center justify-center text-lg disabled:cursor-not-allowed disabled:text-line';

/**
 * A quantity: − and + buttons around a number field. The buttons change it at once; what is typed counts when
 * the field is left or Enter is pressed, brought inside 1..`max` (a cleared field keeps the quantity). `note`
 * says why the quantity stops where it does (stock, the most per order).
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  label,
  decreaseLabel,
  increaseLabel,
  note,
  look = 'line',
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  note?: ReactNode;
  look?: keyof typeof LOOK;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const [text, setText] = useState<string | null>(null);
  const style = LOOK[look];

  function change(quantity: number) {
    if (quantity !== value) onChange(quantity);
  }

  function commit() {
    if (text === null) return;
    setText(null);
    change(settleTypedQuantity(text, value, max));
  }

  const stepper = (
    <div className="inline-flex w-fit items-center rounded-full border border-line">
      <button
        type="button"
        className={STEP}
        aria-label={decreaseLabel}
        aria-controls={id}
        disabled={disabled || value <= 1}
        onClick={() => change(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={text ?? String(value)}
        disabled={disabled}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className={`h-target ${style.input} [appearance:textfield] border-0 bg-transparent text-center tabular outline-none focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={STEP}
        aria-label={increaseLabel}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => change(value + 1)}
      >
        +
      </button>
    </div>
  );

  return (
    <div className={look === 'line' ? style.row : undefined}>
      <label htmlFor={id} className={style.label}>
        {label}
      </label>
      {look === 'page' ? (
        <div className={style.row}>
          {stepper}
          {note ? (
            <p id={noteId} className="text-sm text-muted">
              {note}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          {stepper}
          {note ? (
            <p id={noteId} className="text-xs text-muted">
              {note}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
