import {
  type Address,
  deliveryDays,
  isMessageKey,
  MAX_REVIEW_PHOTOS,
  type OrderDetails,
  type OrderLine,
  RETURN_REASON,
  RETURN_WINDOW_DAYS,
} from '@beauty/shared';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAddresses } from '../../api/account';
import { errorText } from '../../api/errors';
import { type UploadFailure, uploadPhoto, useReturnRefund } from '../../api/orders';
import { useLanguage } from '../../api/queries';
import { FormError } from '../../app/account/fields';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { buttonClass, iconButtonClass } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { BusyLabel, Spinner } from '../../ui/Spinner';
import { EmptyState, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast-store';
import { OrderNotFound, WithOrder } from './OrderDetail';
import { DayPicker, OrderLineRow, PAGE } from './OrderParts';
import {
  ACCEPTED_PHOTO_TYPES,
  clearReturnDraft,
  draftFor,
  draftMissing,
  loadReturnDraft,
  photoProblem,
  photoRoom,
  pickLine,
  type ReturnDraft,
  saveReturnDraft,
} from './order-helpers';

const PHOTO_SIZE = 88;
const REASONS = [
  { value: RETURN_REASON.DEFECTED_PRODUCT, key: 'refund.reasons.defected' },
  { value: RETURN_REASON.INCORRECT_PRODUCT, key: 'refund.reasons.incorrect' },
] as const;

function Steps({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const names = [t('refund.steps.details'), t('refund.steps.address'), t('refund.steps.pickup')];
  return (
    <ol className="mt-4 flex gap-2 text-xs" aria-label={t('refund.steps.label')}>
      {names.map((name, i) => (
        <li
          key={name}
          aria-current={i + 1 === step ? 'step' : undefined}
          className={`flex-1 border-t-4 pt-1 ${i + 1 <= step ? 'border-accent font-semibold text-accent' : 'border-line text-muted'}`}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}

function ReturnFrame({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{t('refund.title')}</h1>
      <Steps step={step} />
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The draft saved in this tab, as React state that writes through to sessionStorage. */
function useDraft(initial: () => ReturnDraft | null) {
  const [draft, setDraft] = useState<ReturnDraft | null>(initial);
  const update = (changes: Partial<ReturnDraft>) =>
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      saveReturnDraft(next);
      return next;
    });
  return [draft, update] as const;
}

/** Loads the order of a return and finds its line; renders the states of both. */
function WithOrderLine({
  poNumber,
  productId,
  lineId,
  children,
}: {
  poNumber: string;
  productId: string;
  lineId: string | null;
  children: (order: OrderDetails, line: OrderLine) => ReactNode;
}) {
  return (
    <WithOrder poNumber={poNumber}>
      {(order) => {
        const line = pickLine(order.lines, productId, lineId);
        return line ? children(order, line) : <OrderNotFound />;
      }}
    </WithOrder>
  );
}

function NotAllowed({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('return_not_allowed', { ns: 'messages' })}
      text={t('refund.window_text', { days: RETURN_WINDOW_DAYS })}
      action={
        <Link to={href('order-detail', { poNumber: order.po_number })} className={buttonClass('secondary')}>
          {t('refund.back_to_order')}
        </Link>
      }
    />
  );
}

/** /order/refund/{order_id}/{product_id}: step 1, the line, reason, comments and up to 4 photos. */
export function OrderRefund() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.title'));
  const { orderId = '', productId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <WithOrderLine poNumber={orderId} productId={productId} lineId={params.get('line')}>
      {(order, line) => (
        <ReturnFrame step={1}>
          <Card title={t('refund.item')}>
            <OrderLineRow line={line} currency={order.currency} />
          </Card>
          {order.can_return && line.can_return ? (
            <RefundForm order={order} line={line} />
          ) : (
            <NotAllowed order={order} />
          )}
        </ReturnFrame>
      )}
    </WithOrderLine>
  );
}

type Photo = { key: string; path: string | null; preview: string; progress: number; failed: boolean };

function RefundForm({ order, line }: { order: OrderDetails; line: OrderLine }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [draft, update] = useDraft(() => draftFor(loadReturnDraft(), order.po_number, line));
  const [photos, setPhotos] = useState<Photo[]>(() =>
    (draft?.photos ?? []).map((path) => ({ key: path, path, preview: path, progress: 1, failed: false })),
  );
  const [limitHit, setLimitHit] = useState(false);
  const [reasonMissing, setReasonMissing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const aborts = useRef(new Map<string, () => void>());
  const ids = { comments: useId(), photos: useId(), reasonError: useId(), limit: useId() };

  // Keep the draft's photo list in step with the uploaded photos.
  const uploaded = photos.flatMap((p) => (p.path ? [p.path] : []));
  const uploadedKey = uploaded.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: uploadedKey stands for the list.
  useEffect(() => {
    if (draft && draft.photos.join('|') !== uploadedKey) update({ photos: uploaded });
  }, [uploadedKey]);
  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
    };
  }, []);

  if (!draft) return null;
  const uploading = photos.some((p) => !p.path && !p.failed);

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const usable = files.filter((file) => {
      const problem = photoProblem(file);
      if (problem) showToast(t(`refund.photo_${problem}`, { name: file.name }), 'error');
      return !problem;
    });
    const { accept, refused } = photoRoom(photos.length, usable.length);
    setLimitHit(refused > 0);
    for (const file of usable.slice(0, accept)) start(file);
  }

  function start(file: File) {
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
    const preview = URL.createObjectURL(file);
    setPhotos((list) => [...list, { key, path: null, preview, progress: 0, failed: false }]);
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
        if (failure.status === 0 && failure.messageKey === null) return;
        patch({ failed: true });
        const reason =
          failure.messageKey && isMessageKey(failure.messageKey)
            ? t(failure.messageKey, { ns: 'messages' })
            : (failure.message ?? t('common.load_error'));
        showToast(t('refund.upload_failed', { name: file.name, reason }), 'error');
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
    if (photos.length >= MAX_REVIEW_PHOTOS) {
      setLimitHit(true);
      return;
    }
    fileInput.current?.click();
  }

  function next(event: React.FormEvent) {
    event.preventDefault();
    if (!draft || draft.reason === null) {
      setReasonMissing(true);
      return;
    }
    if (uploading) return;
    update({ photos: uploaded });
    navigate(href('order-return-pickup-address'));
  }

  return (
    <form noValidate onSubmit={next} className="flex flex-col gap-6">
      <Card title={t('refund.reason_legend')}>
        <fieldset aria-describedby={reasonMissing ? ids.reasonError : undefined}>
          <legend className="sr-only">{t('refund.reason_legend')}</legend>
          {REASONS.map((reason) => (
            <label
              key={reason.value}
              className="flex min-h-target cursor-pointer items-center gap-3 rounded-card px-2 hover:bg-soft"
            >
              <input
                type="radio"
                name="return-reason"
                value={reason.value}
                checked={draft.reason === reason.value}
                onChange={() => {
                  update({ reason: reason.value });
                  setReasonMissing(false);
                }}
                className="size-5 accent-accent"
              />
              {t(reason.key)}
            </label>
          ))}
          {reasonMissing ? (
            <p id={ids.reasonError} role="alert" className="mt-1 text-sm text-deal">
              {t('refund.reason_required')}
            </p>
          ) : null}
        </fieldset>
      </Card>

      <Card title={t('refund.comments_label')}>
        <label htmlFor={ids.comments} className="sr-only">
          {t('refund.comments_label')}
        </label>
        <textarea
          id={ids.comments}
          value={draft.comments}
          maxLength={1000}
          rows={4}
          placeholder={t('refund.comments_hint')}
          onChange={(e) => update({ comments: e.target.value })}
          className="w-full rounded-card border border-line px-3 py-2 text-sm"
        />
        <p className="text-right text-xs text-muted tabular">{draft.comments.length}/1000</p>
      </Card>

      <Card title={t('refund.photos_legend', { max: MAX_REVIEW_PHOTOS })}>
        <p id={ids.photos} className="mb-3 text-sm text-muted">
          {t('refund.photos_hint', { max: MAX_REVIEW_PHOTOS })}
        </p>
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, i) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.preview}
                alt={t('refund.photo_alt', { n: i + 1 })}
                width={PHOTO_SIZE}
                height={PHOTO_SIZE}
                className={`size-22 rounded-card border border-line object-cover ${photo.failed ? 'opacity-40' : ''}`}
              />
              {!photo.path && !photo.failed ? (
                <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-card bg-white/70 text-xs tabular">
                  <Spinner size={18} label={t('refund.uploading')} />
                  {Math.round(photo.progress * 100)}%
                </span>
              ) : null}
              {photo.failed ? (
                <span className="absolute inset-x-0 bottom-0 rounded-b-card bg-deal px-1 text-center text-xs text-white">
                  {t('refund.failed_short')}
                </span>
              ) : null}
              <button
                type="button"
                className={`${iconButtonClass} absolute -top-3 -right-3 size-9 border border-line bg-white shadow-raised`}
                aria-label={t('refund.remove_photo', { n: i + 1 })}
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
              aria-describedby={`${ids.photos}${limitHit ? ` ${ids.limit}` : ''}`}
              className="flex size-22 flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line text-sm text-accent hover:bg-soft"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('refund.add_photo')}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_PHOTO_TYPES.join(',')}
              multiple
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
              onChange={onFiles}
            />
          </li>
        </ul>
        {limitHit ? (
          <p id={ids.limit} role="alert" className="mt-3 text-sm font-medium text-deal">
            {t('max_photos', { ns: 'messages' })}
          </p>
        ) : null}
      </Card>

      <div className="flex flex-wrap justify-end gap-3">
        <Link to={href('order-detail', { poNumber: order.po_number })} className={buttonClass('secondary')}>
          {t('refund.back_to_order')}
        </Link>
        <button type="submit" className={buttonClass('primary')} disabled={uploading} aria-busy={uploading}>
          <BusyLabel busy={uploading}>{t('refund.next')}</BusyLabel>
        </button>
      </div>
    </form>
  );
}

function NoDraft() {
  const { t } = useTranslation();
  return (
    <div className={PAGE}>
      <EmptyState
        title={t('refund.no_draft_title')}
        text={t('refund.no_draft_text', { days: RETURN_WINDOW_DAYS })}
        action={
          <Link to={href('order-list', { id: 'delivered' })} className={buttonClass('primary')}>
            {t('refund.to_delivered')}
          </Link>
        }
      />
    </div>
  );
}

function refundHref(draft: ReturnDraft): string {
  return href(
    'order-refund',
    { orderId: draft.po_number, productId: draft.product_id },
    { line: String(draft.order_line_id) },
  );
}

function AddressText({ address }: { address: Address }) {
  return (
    <span className="flex flex-col text-sm">
      <span className="font-semibold">{address.receiver_name}</span>
      <span>
        {address.address}
        {address.floor_unit ? `, ${address.floor_unit}` : ''}
      </span>
      <span className="text-muted">
        {address.postcode} · +{address.phone_code} {address.contact_no}
      </span>
    </span>
  );
}

/** /order/return-pickup-address: step 2, where the courier collects the item (from the address book). */
export function OrderReturnPickupAddress() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.steps.address'));
  const navigate = useNavigate();
  const [draft, update] = useDraft(loadReturnDraft);
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<number | null>(draft?.pickup_address_id ?? null);
  const legendId = useId();

  if (!draft) return <NoDraft />;
  const list = addresses.data ?? [];
  const selected = chosen ?? list.find((a) => a.default_delivery_address)?.id ?? list[0]?.id ?? null;

  return (
    <ReturnFrame step={2}>
      <Card
        title={t('refund.pickup_address')}
        action={
          <Link to={href('order-add-address')} className={buttonClass('text', 'sm')}>
            {t('refund.add_address')}
          </Link>
        }
      >
        {addresses.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : addresses.isError ? (
          <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('refund.no_address')}
            action={
              <Link to={href('order-add-address')} className={buttonClass('primary')}>
                {t('refund.add_address')}
              </Link>
            }
          />
        ) : (
          <fieldset>
            <legend id={legendId} className="sr-only">
              {t('refund.pickup_address')}
            </legend>
            <div className="flex flex-col gap-2">
              {list.map((address) => (
                <label
                  key={address.id}
                  className={`flex cursor-pointer gap-3 rounded-card border p-3 ${
                    selected === address.id ? 'border-accent bg-accent-soft' : 'border-line hover:bg-soft'
                  }`}
                >
                  <input
                    type="radio"
                    name="pickup-address"
                    value={address.id}
                    checked={selected === address.id}
                    onChange={() => setChosen(address.id)}
                    className="mt-1 size-5 shrink-0 accent-accent"
                  />
                  <AddressText address={address} />
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </Card>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={refundHref(draft)} className={buttonClass('secondary')}>
          {t('refund.back')}
        </Link>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={selected === null}
          onClick={() => {
            update({ pickup_address_id: selected });
            navigate(href('order-return-pickup'));
          }}
        >
          {t('refund.use_address')}
        </button>
      </div>
    </ReturnFrame>
  );
}

/** /order/return-pickup: step 3, the pickup date and a summary of the request; sends it. */
export function OrderReturnPickup() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.steps.pickup'));
  const [draft] = useDraft(loadReturnDraft);
  if (!draft) return <NoDraft />;
  return (
    <WithOrderLine
      poNumber={draft.po_number}
      productId={String(draft.product_id)}
      lineId={String(draft.order_line_id)}
    >
      {(order, line) => (
        <ReturnFrame step={3}>
          {order.can_return && line.can_return ? (
            <PickupStep order={order} line={line} />
          ) : (
            <NotAllowed order={order} />
          )}
        </ReturnFrame>
      )}
    </WithOrderLine>
  );
}

function PickupStep({ order, line }: { order: OrderDetails; line: OrderLine }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, update] = useDraft(loadReturnDraft);
  const addresses = useAddresses();
  const send = useReturnRefund();
  const [showMissing, setShowMissing] = useState(false);
  const [days] = useState(() => deliveryDays());
  if (!draft) return null;
  const address = addresses.data?.find((a) => a.id === draft.pickup_address_id) ?? null;
  const missing = draftMissing(draft);
  const reason = REASONS.find((r) => r.value === draft.reason);

  function submit() {
    if (!draft || missing.length > 0) {
      setShowMissing(true);
      return;
    }
    send.mutate(
      {
        po_number: draft.po_number,
        order_line_id: draft.order_line_id,
        reason: draft.reason as 1 | 2,
        comments: draft.comments.trim() || undefined,
        photos: draft.photos,
        pickup_address_id: draft.pickup_address_id ?? undefined,
        pickup_date: draft.pickup_date ?? undefined,
      },
      {
        onSuccess: () => {
          clearReturnDraft();
          // The request is news for the list of returns the member is sent to, where it now shows.
          const returns = href('order-list', { id: 'return_refund' });
          showToast(t('refund.done'), 'success', { page: returns });
          navigate(returns);
        },
      },
    );
  }

  return (
    <>
      <Card
        title={t('refund.summary')}
        action={
          <Link to={refundHref(draft)} className={buttonClass('text', 'sm')}>
            {t('refund.change')}
          </Link>
        }
      >
        <OrderLineRow line={line} currency={order.currency} />
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[140px_1fr]">
          <dt className="text-muted">{t('refund.reason_legend')}</dt>
          <dd>{reason ? t(reason.key) : <span className="text-deal">{t('refund.reason_required')}</span>}</dd>
          {draft.comments ? (
            <>
              <dt className="text-muted">{t('refund.comments_label')}</dt>
              <dd className="whitespace-pre-line break-words">{draft.comments}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('refund.photos_count_label')}</dt>
          <dd>
            {draft.photos.length === 0 ? (
              t('refund.no_photos')
            ) : (
              <span className="flex flex-wrap gap-2">
                {draft.photos.map((path, i) => (
                  <img
                    key={path}
                    src={path}
                    alt={t('refund.photo_alt', { n: i + 1 })}
                    width={56}
                    height={56}
                    className="size-14 rounded-card border border-line object-cover"
                  />
                ))}
              </span>
            )}
          </dd>
        </dl>
      </Card>
      <Card
        title={t('refund.pickup_address')}
        action={
          <Link to={href('order-return-pickup-address')} className={buttonClass('text', 'sm')}>
            {t('refund.change')}
          </Link>
        }
      >
        {addresses.isPending && draft.pickup_address_id !== null ? (
          <Skeleton className="h-16 w-full" />
        ) : address ? (
          <AddressText address={address} />
        ) : (
          <p className={`text-sm ${showMissing ? 'text-deal' : 'text-muted'}`}>
            {t('refund.address_required')}
          </p>
        )}
      </Card>
      <Card title={t('refund.pickup_date')}>
        <DayPicker
          days={days}
          value={draft.pickup_date}
          onChange={(day) => update({ pickup_date: day })}
          legend={t('refund.pickup_date_legend')}
          name="pickup-date"
        />
        {showMissing && missing.includes('date') ? (
          <p role="alert" className="mt-2 text-sm text-deal">
            {t('refund.date_required')}
          </p>
        ) : null}
      </Card>
      <FormError message={send.isError ? errorText(t, send.error) : null} />
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={href('order-return-pickup-address')} className={buttonClass('secondary')}>
          {t('refund.back')}
        </Link>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={submit}
          disabled={send.isPending}
          aria-busy={send.isPending}
        >
          <BusyLabel busy={send.isPending}>{t('refund.submit')}</BusyLabel>
        </button>
      </div>
    </>
  );
}
