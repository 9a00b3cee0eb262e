import { MAX_REVIEW_COMMENT_LENGTH, MAX_REVIEW_PHOTOS } from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  FormError,
  fieldText,
  Panel,
  serverFieldText,
  serverText,
  TextAreaField,
} from '@beauty/ui';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../components/PhotoPicker';
import {
  commentsProblem,
  emptyDraft,
  type ReviewBlocker,
  type ReviewDraft,
  reviewBlocker,
} from './review-form';

/** What the button's note says while the form cannot be sent. */
function blockerText(t: TFunction, blocker: ReviewBlocker): string {
  switch (blocker.reason) {
    case 'rating':
      return t('review_rating_required', { ns: 'messages' });
    case 'ratings':
      return t('reviews.form.need_ratings', { count: blocker.count });
    case 'uploading':
      return t('reviews.form.uploading');
    case 'comments':
      return t('reviews.form.fix_comments');
  }
}

/**
 * The part both review forms share (a product's, a visit's): their ratings come in as `children`, then the
 * comments with their counter and the rules' message, up to four photos that upload as they are chosen, the
 * server's refusal, and the submit button, disabled with the reason beside it until the ratings are given,
 * the photos are up and the comments pass the rules.
 */
export function ReviewForm({
  missingRatings,
  single,
  busy,
  error,
  submitLabel,
  onSubmit,
  back,
  children,
}: {
  /** Ratings still to give: the form's one rating (`single`), or a visit's criteria. */
  missingRatings: number;
  single: boolean;
  busy: boolean;
  /** The create call's failure, if the last try failed. */
  error: unknown;
  submitLabel: string;
  onSubmit: (draft: ReviewDraft) => void;
  /** A way out beside the button. */
  back?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyDraft);
  const [commentsLeft, setCommentsLeft] = useState(false);
  const noteId = useId();
  const blocker = reviewBlocker(missingRatings, draft, single);
  const update = (changes: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const problem = commentsLeft || draft.comments !== '' ? commentsProblem(draft.comments) : null;
  const commentsError = problem ? fieldText(t, problem) : fieldText(t, serverFieldText(error, 'comments'));
  const photosError = fieldText(t, serverFieldText(error, 'photos'));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocker || busy) return;
    onSubmit(draft);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {children}
      <Panel title={t('reviews.form.comments')}>
        <TextAreaField
          label={t('reviews.form.comments')}
          labelClassName="sr-only"
          hint={t('reviews.form.comments_hint')}
          value={draft.comments}
          max={MAX_REVIEW_COMMENT_LENGTH}
          error={commentsError}
          onChange={(comments) => update({ comments })}
          onBlur={() => setCommentsLeft(true)}
        />
      </Panel>
      <Panel title={t('reviews.form.photos', { max: MAX_REVIEW_PHOTOS })}>
        <PhotoPicker
          paths={draft.photos}
          hint={t('reviews.form.photos_hint', { max: MAX_REVIEW_PHOTOS })}
          onChange={(photos, uploading) => update({ photos, uploading })}
        />
        {photosError ? <p className="mt-2 text-sm text-deal">{photosError}</p> : null}
      </Panel>
      <FormError message={error ? serverText(t, error) : null} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {blocker ? (
          <p id={noteId} className="text-sm text-muted sm:mr-auto">
            {blockerText(t, blocker)}
          </p>
        ) : null}
        <div className="flex gap-3 *:flex-1 sm:*:flex-none">
          {back}
          <button
            type="submit"
            className={buttonClass('primary', 'md', 'sm:min-w-48')}
            disabled={blocker !== null || busy}
            aria-busy={busy || undefined}
            aria-describedby={blocker ? noteId : undefined}
          >
            <BusyLabel busy={busy}>{submitLabel}</BusyLabel>
          </button>
        </div>
      </div>
    </form>
  );
}
