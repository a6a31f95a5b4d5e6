import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog on Radix UI: it traps focus, hides the page behind it from screen readers, locks its scroll,
 * closes on Escape or a click outside, and returns focus to the element that opened it.
 */
/** The fields a dialog opens on, in document order. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const { t } = useTranslation();
  // Radix returns focus only to a Dialog.Trigger; these dialogs are opened by the caller's own buttons, so the
  // element that had focus when the dialog opened is remembered and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          ref={content}
          // Without a description Radix must be told there is none, or it warns that one is missing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // A form's first field, not the Close button: the person came to fill it in. A dialog without one (a
            // confirmation) keeps Radix's choice, its first button.
            const field = content.current?.querySelector<HTMLElement>(FIRST_FIELD);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white text-slate-900 shadow-xl"
        >
          <div className="flex flex-col gap-4 p-5 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
                )}
              </div>
              <RadixDialog.Close
                className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                aria-label={t('common.close')}
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            </div>
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
