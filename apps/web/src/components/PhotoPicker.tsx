import { MAX_REVIEW_PHOTOS, UPLOAD_ACCEPT, uploadProblem } from '@beauty/shared';
import { CloseIcon, iconButtonClass, isKnownMessage, Spinner, showToast, useLanguage } from '@beauty/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadFailure, uploadPhoto } from '../api/files';
import { photoRoom } from './photo-room';

const PHOTO_SIZE = 88;

type Photo = {
  key: string;
  /** The file's name, for the message of a failed upload. */
  name: string;
  path: string | null;
  preview: string;
  progress: number;
  /** Why the upload failed (the server's message); null while it runs or once it is done. */
  error: string | null;
};

/**
 * Photos the member adds to a request (a return now, a review next): each uploads as soon as it is chosen,
 * with its progress; a failed one says why under the photos (the server's message) and can be removed; at most
 * `max`. `paths` are the photos already
 * uploaded (a draft's); `onChange` hears the uploaded paths and whether an upload still runs (a form waits).
 */
export function PhotoPicker({
  paths,
  onChange,
  hint,
  max = MAX_REVIEW_PHOTOS,
}: {
  paths: string[];
  onChange: (paths: string[], uploading: boolean) => void;
  /** What may be added (how many, which kinds); the add button is described by it. */
  hint: string;
  max?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [photos, setPhotos] = useState<Photo[]>(() =>
    paths.map((path) => ({ key: path, name: path, path, preview: path, progress: 1, error: null })),
  );
  const [limitHit, setLimitHit] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const aborts = useRef(new Map<string, () => void>());
  const ids = { hint: useId(), limit: useId(), errors: useId() };

  const uploaded = photos.flatMap((p) => (p.path ? [p.path] : []));
  const uploading = photos.some((p) => !p.path && !p.error);
  const failed = photos.flatMap((p, i) => (p.error ? [{ ...p, n: i + 1 }] : []));
  const state = `${uploaded.join('|')}:${uploading}`;
  const report = useRef(onChange);
  report.current = onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` stands for the paths and the upload flag.
  useEffect(() => report.current(uploaded, uploading), [state]);
  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
    };
  }, []);

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const usable = files.filter((file) => {
      const problem = uploadProblem(file);
      if (problem) showToast(t(`photos.problem_${problem}`, { name: file.name }), 'error');
      return !problem;
    });
    const { accept, refused } = photoRoom(photos.length, usable.length, max);
    setLimitHit(refused > 0);
    for (const file of usable.slice(0, accept)) start(file);
  }

  function start(file: File) {
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
    const preview = URL.createObjectURL(file);
    setPhotos((list) => [...list, { key, name: file.name, path: null, preview, progress: 0, error: null }]);
    const patch = (changes: Partial<Photo>) =>
      setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...changes } : p)));
    const { promise, abort } = uploadPhoto(file, (progress) => patch({ progress }), language);
    aborts.current.set(key, abort);
    promise.then(
      (path) => {
        aborts.current.delete(key);
        patch({ path, progress: 1 });
      },
      (failure: UploadFailure) => {
        aborts.current.delete(key);
        // Aborted on purpose (removed, or the page left): nothing to say.
        if (failure.status === 0 && failure.messageKey === null) return;
        patch({
          error:
            failure.messageKey && isKnownMessage(failure.messageKey)
              ? t(failure.messageKey, { ns: 'messages', ...failure.values })
              : (failure.message ?? t('common.load_error')),
        });
      },
    );
  }

  function remove(photo: Photo) {
    aborts.current.get(photo.key)?.();
    aborts.current.delete(photo.key);
    if (photo.preview.startsWith('blob:')) URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((p) => p.key !== photo.key));
    setLimitHit(false);
  }

  function onAdd() {
    if (photos.length >= max) {
      setLimitHit(true);
      return;
    }
    fileInput.current?.click();
  }

  return (
    <>
      <p id={ids.hint} className="mb-3 text-sm text-muted">
        {hint}
      </p>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, i) => (
          <li key={photo.key} className="relative">
            <img
              src={photo.preview}
              alt={t('photos.alt', { n: i + 1 })}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              className={`size-22 rounded-card border border-line object-cover ${photo.error ? 'opacity-40' : ''}`}
            />
            {!photo.path && !photo.error ? (
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-card bg-white/70 text-xs tabular">
                <Spinner size={18} label={t('photos.uploading')} />
                {Math.round(photo.progress * 100)}%
              </span>
            ) : null}
            {photo.error ? (
              <span className="absolute inset-x-0 bottom-0 rounded-b-card bg-deal px-1 text-center text-xs text-white">
                {t('photos.failed_short')}
              </span>
            ) : null}
            <button
              type="button"
              className={`${iconButtonClass} absolute -top-3 -right-3 size-9 border border-line bg-white shadow-raised`}
              aria-label={t('photos.remove', { n: i + 1 })}
              onClick={() => remove(photo)}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onAdd}
            aria-describedby={`${ids.hint}${limitHit ? ` ${ids.limit}` : ''}`}
            className="flex size-22 flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line text-sm text-accent hover:bg-soft"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              +
            </span>
            {t('photos.add')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
            onChange={onFiles}
          />
        </li>
      </ul>
      {failed.length > 0 ? (
        <ul id={ids.errors} role="alert" className="mt-3 flex flex-col gap-1 text-sm text-deal">
          {failed.map((photo) => (
            <li key={photo.key}>
              {t('photos.upload_failed', { n: photo.n, name: photo.name, reason: photo.error ?? '' })}
            </li>
          ))}
        </ul>
      ) : null}
      {limitHit ? (
        <p id={ids.limit} role="alert" className="mt-3 text-sm font-medium text-deal">
          {t('max_photos', { ns: 'messages' })}
        </p>
      ) : null}
    </>
  );
}
