import { CAREBOT_MESSAGE_MAX } from '@raktsetu/shared';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The message box and Send: nothing empty is sent, and nothing while a reply is pending. */
export function ChatComposer({ value, onChange, onSend, pending, inputRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const empty = value.trim() === '';
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  // Disabling the input while a reply is pending drops its focus; a message sent from here gets it back after.
  const refocus = useRef(false);

  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    // Only when the focus went nowhere: someone who moved on (a link, Raise SOS) is not pulled back.
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [pending, ref]);

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || pending) return;
        refocus.current = true;
        onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('carebot.inputLabel')}
      </label>
      <input
        id={id}
        ref={ref}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={pending}
        maxLength={CAREBOT_MESSAGE_MAX}
        placeholder={t('carebot.placeholder')}
        autoComplete="off"
        enterKeyHint="send"
        className={controlClasses(false, 'min-w-0 flex-1')}
      />
      <Button type="submit" disabled={empty || pending} aria-label={t('carebot.send')} className="shrink-0">
        <SendHorizontal aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{t('carebot.send')}</span>
      </Button>
    </form>
  );
}
