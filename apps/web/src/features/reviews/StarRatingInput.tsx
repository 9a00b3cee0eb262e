import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_PATH } from '../../components/Stars';
import { halvesAfterKey, halvesAtPointer, starFills } from './star-input';

/** A star's box: two 24 px halves, each a 24 × 48 target (WCAG 2.2 target size). */
const STAR_BOX = 48;

function StarShape({ className }: { className: string }) {
  return (
    <svg
      width={STAR_BOX}
      height={STAR_BOX}
      viewBox="-2 -2 24 24"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/**
 * A rating of 0.5 to 5 stars in half steps (spec sections 5 and 9), given by mouse, touch or keyboard. For
 * assistive technology it is a required radio group of the ten values ("4.5 stars"); on screen, five stars
 * whose left and right halves are those radios' labels.
 * - Pointer: a press, or a drag (touch), sets the rating under it; a mouse hovering shows what a click gives.
 * - Keyboard: one tab stop; arrows by half a star, Page Up/Down by one, Home/End, digits 1-5. The row of
 *   stars shows the focus ring.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  labelClassName = 'text-sm font-medium',
  describedBy,
  invalid = false,
  className = '',
}: {
  /** What is rated ("Your rating", "Cleanliness"); names the group. */
  label: string;
  /** The rating in stars, or null while none is given. */
  value: number | null;
  onChange: (stars: number) => void;
  labelClassName?: string;
  /** Ids of a hint or a message about the rating. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const labelId = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  const radios = useRef<(HTMLInputElement | null)[]>([]);
  const dragging = useRef<number | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;

  function halvesAt(event: PointerEvent<HTMLDivElement>): number {
    const box = rowRef.current?.getBoundingClientRect();
    return halvesAtPointer(event.clientX - (box?.left ?? 0), box?.width ?? 0);
  }

  function choose(halves: number, focus: boolean) {
    const stars = halves / 2;
    if (stars !== value) onChange(stars);
    if (focus) radios.current[halves - 1]?.focus({ preventScroll: true });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    // The press sets the rating itself (the labels under it stay for screen readers); focus follows by hand.
    event.preventDefault();
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
    choose(halvesAt(event), true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current === event.pointerId) choose(halvesAt(event), false);
    else if (event.pointerType === 'mouse') setPreview(halvesAt(event) / 2);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const halves = halvesAfterKey(event.key, value === null ? null : value * 2);
    if (halves === undefined) return;
    event.preventDefault();
    setPreview(null);
    choose(halves, true);
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className={className}
    >
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      <div className="flex items-center gap-2">
        <div
          ref={rowRef}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onPointerLeave={() => setPreview(null)}
          className={`flex shrink-0 cursor-pointer touch-pan-y rounded-card select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
            invalid ? 'ring-1 ring-deal' : ''
          }`}
        >
          {starFills(shown).map((fill, i) => {
            const whole = i + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the five stars of the scale, never reordered.
              <span key={i} className="relative block" style={{ width: STAR_BOX, height: STAR_BOX }}>
                <StarShape className="fill-white stroke-muted stroke-[1.2]" />
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: `${fill * 100}%` }}
                >
                  <StarShape className="fill-gold stroke-gold stroke-[1.2]" />
                </span>
                {[whole - 0.5, whole].map((stars, half) => (
                  <label
                    key={stars}
                    className={`absolute inset-y-0 w-1/2 ${half === 0 ? 'left-0' : 'right-0'}`}
                  >
                    <input
                      ref={(element) => {
                        radios.current[stars * 2 - 1] = element;
                      }}
                      type="radio"
                      name={name}
                      value={stars}
                      checked={value === stars}
                      onChange={() => onChange(stars)}
                      aria-label={t('reviews.stars', { count: stars })}
                      className="sr-only"
                    />
                  </label>
                ))}
              </span>
            );
          })}
        </div>
        {/* A fixed width from 640 px, where a row's stars stand at its right end: the words changing under a
            hovering pointer ("Tap a star", "4.5 stars") must not move the stars under it. */}
        <span
          aria-hidden="true"
          className="min-w-14 text-sm leading-tight whitespace-nowrap text-muted tabular sm:w-24"
        >
          {shown === null ? t('reviews.form.tap_to_rate') : t('reviews.stars', { count: shown })}
        </span>
      </div>
    </div>
  );
}
