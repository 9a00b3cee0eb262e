import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from './button';
import { Dialog } from './Dialog';
import { FormError } from './fields';
import { BusyLabel } from './Spinner';

/**
 * A dialog that is one form, as the cancel dialogs of orders and appointments are: its fields, the server's
 * refusal, then a way out that changes nothing (`keepLabel`, like the close button) and the submit button,
 * busy while the call runs.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  busy,
  error,
  keepLabel,
  submitLabel,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** Runs on submit (the browser's own submit prevented). */
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  keepLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog title={title} onClose={onClose} description={description}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5">
        {children}
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {keepLabel}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
            <BusyLabel busy={busy}>{submitLabel}</BusyLabel>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
