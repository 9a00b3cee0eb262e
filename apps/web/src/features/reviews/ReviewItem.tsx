import { formatShopDate, type ReviewPhoto } from '@beauty/shared';
import { Skeleton, useLanguage } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/Stars';
import { ReviewPhotos } from './PhotoViewer';

type Reply = { text: string; replied_at: string } | null;

/** A rating as a review shows it: the stars and the figure ("4.5"), optionally named ("Salon", "Stylist"). */
export function RatingLine({ value, label }: { value: number; label?: string }) {
  return (
    <span className="flex items-center gap-2 text-sm">
      {label ? <span className="min-w-12 text-muted">{label}</span> : null}
      <Stars value={value} size={16} />
      <span className="font-medium tabular">{value.toFixed(1)}</span>
    </span>
  );
}

/**
 * One review as every list shows it (a product's page, a salon's page, the member's history): a heading (who
 * wrote it, or what it is about), the date, its ratings, what was bought or done, the comments as plain text
 * (never HTML), the photos, a note for the member's own hidden review, and the shop's reply.
 */
export function ReviewItem({
  heading,
  date,
  ratings,
  lead,
  details,
  comments,
  photos,
  reply,
  hiddenReason,
  owner,
}: {
  /** Who wrote it (a public list's h3); the member's own lists lead with what it is about instead. */
  heading?: ReactNode;
  /** When it was written (an ISO instant), in the shop's time zone. */
  date: string;
  ratings: ReactNode;
  /** Above the heading: the product or the visit reviewed (the member's history). */
  lead?: ReactNode;
  /** Under the ratings: the size bought, the services of the visit. */
  details?: ReactNode;
  comments: string;
  photos: ReviewPhoto[];
  reply: Reply;
  /** Set for the member's own review that the shop hid: why (null when the shop gave no reason). */
  hiddenReason?: string | null;
  /** Whose photos they are, for the photos' names ("Tan M** L**'s review"). */
  owner: string;
}) {
  const language = useLanguage();
  const ratingRow = <div className="flex flex-wrap items-center gap-x-4 gap-y-1">{ratings}</div>;
  return (
    <article className="flex flex-col gap-2 rounded-card border border-line bg-white p-4">
      {lead}
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {heading ? <h3 className="min-w-0 font-medium break-words">{heading}</h3> : ratingRow}
        <p className="text-xs text-muted tabular">{formatShopDate(date, language)}</p>
      </header>
      {heading ? ratingRow : null}
      {hiddenReason !== undefined ? <HiddenNotice reason={hiddenReason} /> : null}
      {details}
      {comments ? <p className="text-sm leading-6 break-words whitespace-pre-line">{comments}</p> : null}
      <ReviewPhotos photos={photos} owner={owner} />
      {reply ? <ShopReply reply={reply} /> : null}
    </article>
  );
}

function ShopReply({ reply }: { reply: NonNullable<Reply> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-2 rounded-card bg-soft px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
        {t('reviews.reply')}
        <span className="text-xs font-normal text-muted tabular">
          {formatShopDate(reply.replied_at, language)}
        </span>
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{reply.text}</p>
    </div>
  );
}

/** The member's own review that the shop took down: only they see it, and why. */
function HiddenNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <div role="note" className="rounded-card border border-deal/40 bg-[#fdeceb] px-3 py-2 text-sm">
      <p className="font-semibold text-deal">{t('reviews.hidden.title')}</p>
      <p>{t('reviews.hidden.text')}</p>
      {reason ? (
        <p className="mt-1 break-words whitespace-pre-line">{t('reviews.hidden.reason', { reason })}</p>
      ) : null}
    </div>
  );
}

/** A review's shape while a list loads. */
export function ReviewItemSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line p-4">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-20" />
      </div>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/** A list's loading state: a few review shapes, announced once. */
export function ReviewListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('a11y.loading')}</span>
      {[1, 2, 3].map((n) => (
        <ReviewItemSkeleton key={n} />
      ))}
    </div>
  );
}
