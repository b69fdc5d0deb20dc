// Dialogs are Radix UI's (docs/decisions/radix-dialog-for-modals-and-drawer.md): focus stays
// inside, Esc and the × close, the page behind is inert and focus returns to where it was.
import { X } from 'lucide-react';
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from './modal';
import { Spinner } from './spinner';

const FIRST_FIELD = 'input:not([disabled]), select, textarea, button:not([data-modal-close]), [href]';

export default function DialogModal({
  open,
  onClose,
  title,
  children,
  footer,
  hideClose,
  widthClass = 'max-w-[600px]',
}: ModalProps) {
  const { t } = useTranslation();
  // Radix returns the focus to its own Trigger; these dialogs are opened by any control, so the
  // control that had the focus when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-3 sm:items-center sm:p-6">
          <Dialog.Content
            aria-describedby={undefined}
            // The first field, not the × button, gets the focus.
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement as HTMLElement | null;
              const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(FIRST_FIELD);
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className={`relative my-4 w-full ${widthClass} rounded-2xl bg-white shadow-xl outline-none`}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {!hideClose && (
                <Dialog.Close
                  data-modal-close
                  aria-label={t('close')}
                  className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              )}
            </div>
            <div className="px-5 py-5 sm:px-6">
              {/* A body that waits for its texts or code (the dispute form's evidence field) waits
                  here, inside the open dialog, not by taking the dialog out of the page. */}
              <Suspense fallback={<Spinner className="size-6 text-brand-600" label="" />}>{children}</Suspense>
            </div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
                {footer}
              </div>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
