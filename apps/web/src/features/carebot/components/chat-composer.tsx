import { CAREBOT_MESSAGE_MAX } from '@raktsetu/shared';
import { SendHorizontal } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The message box and Send: nothing empty is sent, and nothing while a reply is pending. */
export function ChatComposer({ value, onChange, onSend, pending, inputRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const empty = value.trim() === '';
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !pending) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('carebot.inputLabel')}
      </label>
      <input
        id={id}
        ref={inputRef}
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
