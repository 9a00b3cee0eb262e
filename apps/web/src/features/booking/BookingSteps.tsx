import {
  type BookingService,
  type BookingStylist,
  formatPrice,
  type Store,
  serviceTotals,
} from '@beauty/shared';
import { EmptyState, Skeleton } from '@beauty/ui';
import { type ReactNode, type Ref, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StylistLine } from '../../components/StylistLine';
import { distanceLabel, type Placed } from '../stores';

/*
 * The pieces the booking form's steps (BookingFormSteps.tsx) are made of: a titled section whose heading the form can focus (the next
 * step after a choice made by pointer, the first missing one on Confirm), and the choices as native radio
 * buttons or checkboxes, so the keyboard works as everywhere (Tab into a group, arrow keys within it).
 */

/** Stylist photos are square; shown at 48 px. */
const PHOTO = 48;

export function Step({
  number,
  title,
  headingRef,
  headingId,
  error,
  action,
  children,
}: {
  number: number;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  headingId: string;
  /** Why this step stops Confirm (nothing chosen, the server's refusal), announced when it appears. */
  error?: string | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-4 md:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex scroll-mt-20 items-center gap-2 text-lg font-semibold outline-none"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm text-accent tabular"
          >
            {number}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {error ? (
        <p role="alert" className="mb-3 rounded-card bg-accent-soft px-3 py-2 text-sm text-deal">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A line that says what to do before this step has anything to show. */
export function StepNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/**
 * Remembers whether the last change in a group came from a pointer (tap, click) or the keyboard: only a
 * pointer choice moves focus on to the next step, since arrow keys inside a radio group change the choice
 * with every press.
 */
export function usePointerIntent() {
  const pointer = useRef(false);
  return {
    groupProps: {
      onPointerDown: () => {
        pointer.current = true;
      },
      onKeyDown: () => {
        pointer.current = false;
      },
    },
    wasPointer: () => pointer.current,
  };
}

/** One card of a RadioCards group: its key, its accessible name, what describes it, and what it shows. */
type Card = { id: number; name: string; description: string; content: ReactNode };

/** What the form gives a group of cards: the chosen id, the change (and whether a pointer made it), the heading. */
type CardChoice = {
  value: number | null;
  onChange: (id: number, byPointer: boolean) => void;
  labelledBy: string;
};

/**
 * Choices as cards of native radio buttons (one Tab stop, arrow keys within): each named by its `name` only,
 * with the rest of the card as its description, so "Marcus Lim" is the radio's name and "Senior stylist" what
 * a screen reader adds after it.
 */
function RadioCards({
  cards,
  value,
  onChange,
  labelledBy,
  className,
}: CardChoice & { cards: Card[]; className: string }) {
  const group = useId();
  const intent = usePointerIntent();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={className} {...intent.groupProps}>
      {cards.map((card) => (
        <label
          key={card.id}
          className="flex min-h-target cursor-pointer items-center gap-3 rounded-card border border-line p-3 transition-colors hover:border-muted has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input
            type="radio"
            name={group}
            value={card.id}
            checked={value === card.id}
            onChange={() => onChange(card.id, intent.wasPointer())}
            aria-label={card.name}
            aria-description={card.description}
            className="size-5 shrink-0 accent-accent"
          />
          {card.content}
        </label>
      ))}
    </div>
  );
}

export function StoreChoice({ placed, ...choice }: CardChoice & { placed: Placed<Store>[] }) {
  const { t } = useTranslation();
  const cards = placed.map(({ store, distance }): Card => {
    const label = distance === null ? null : distanceLabel(distance);
    const away = label ? t(label.key, { distance: label.distance }) : null;
    return {
      id: store.store_id,
      name: store.name,
      description: away ? `${store.address}, ${away}` : store.address,
      content: (
        <>
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{store.name}</span>
            <span className="block text-sm text-muted">{store.address}</span>
          </span>
          {away ? <span className="shrink-0 text-sm text-muted tabular">{away}</span> : null}
        </>
      ),
    };
  });
  return <RadioCards {...choice} cards={cards} className="grid gap-2 md:grid-cols-2" />;
}

export function StylistChoice({ stylists, ...choice }: CardChoice & { stylists: BookingStylist[] }) {
  const cards = stylists.map(
    (stylist): Card => ({
      id: stylist.id,
      name: stylist.name,
      description: stylist.title,
      content: <StylistLine stylist={stylist} size={PHOTO} />,
    }),
  );
  return <RadioCards {...choice} cards={cards} className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" />;
}

/** The services as checkboxes, with the running total of the chosen ones under them (announced politely). */
export function ServiceChoice({
  services,
  value,
  currency,
  onChange,
  labelledBy,
}: {
  services: BookingService[];
  value: readonly number[];
  currency: string;
  onChange: (serviceId: number, chosen: boolean) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const chosen = services.filter((s) => value.includes(s.id));
  const totals = serviceTotals(chosen);
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={hintId} className="min-w-0">
      <p id={hintId} className="mb-2 text-sm text-muted">
        {t('booking.services.hint')}
      </p>
      <ul className="divide-y divide-line rounded-card border border-line">
        {services.map((service) => {
          const id = `${hintId}-${service.id}`;
          return (
            <li key={service.id}>
              <label className="flex min-h-target cursor-pointer items-center gap-3 px-3 py-2 hover:bg-soft has-[:checked]:bg-accent-soft">
                <input
                  type="checkbox"
                  value={service.id}
                  checked={value.includes(service.id)}
                  onChange={(event) => onChange(service.id, event.target.checked)}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={`${id}-duration ${id}-price`}
                  className="size-5 shrink-0 accent-accent"
                />
                <span className="min-w-0 flex-1">
                  <span id={`${id}-name`} className="block font-medium">
                    {service.name}
                  </span>
                  <span id={`${id}-duration`} className="block text-sm text-muted">
                    {t('booking.services.duration', { count: service.duration_minutes })}
                  </span>
                </span>
                <span id={`${id}-price`} className="shrink-0 font-semibold tabular">
                  {formatPrice(service.price, currency)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="mt-3 font-medium tabular" data-testid="service-total">
        {chosen.length === 0
          ? t('booking.services.total_none')
          : t('booking.services.total', {
              count: chosen.length,
              duration: t('booking.services.duration', { count: totals.duration_minutes }),
              price: formatPrice(totals.price, currency),
            })}
      </p>
    </fieldset>
  );
}

const TIME_PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => `time-${i}`);

/** The free start times as a grid of radio pills; while they load, pills in their place. */
export function TimeGrid({
  times,
  loading,
  value,
  onChange,
  labelledBy,
}: {
  times: readonly string[] | null;
  loading: boolean;
  value: string | null;
  onChange: (time: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const grid = 'grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6';
  if (loading || times === null) {
    return (
      <div role="status" className={grid}>
        <span className="sr-only">{t('booking.time.loading')}</span>
        {TIME_PLACEHOLDERS.map((key) => (
          <Skeleton key={key} className="h-11 rounded-full" />
        ))}
      </div>
    );
  }
  if (times.length === 0) {
    return (
      <EmptyState
        boxed
        className="py-8"
        title={t('booking.time.full_title')}
        text={t('booking.time.full_text')}
      />
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={grid}>
      {times.map((time) => (
        <label
          key={time}
          className="relative flex min-h-target cursor-pointer items-center justify-center rounded-full border border-line text-sm font-medium tabular transition-colors hover:border-muted has-[:checked]:border-accent has-[:checked]:bg-accent has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          <input
            type="radio"
            name={name}
            value={time}
            checked={value === time}
            onChange={() => onChange(time)}
            // Over the whole pill, unseen: a tap anywhere on it is a tap on the radio button.
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full outline-none"
          />
          {time}
        </label>
      ))}
    </div>
  );
}
