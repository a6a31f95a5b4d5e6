import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../chat-messages.ts';
import { ChatBubble } from './chat-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

export interface ChatLogProps {
  messages: ChatMessage[];
  pending: boolean;
  onAsk?: (question: string) => void;
  className?: string;
  /** Shown above the messages (an empty chat's welcome, a history error). */
  children?: ReactNode;
}

/** The conversation, scrolled inside itself so the newest message (or the typing dots) is always in view. */
export function ChatLog({ messages, pending, onAsk, className, children }: ChatLogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Typing dots show until the first words of the reply arrive.
  const writing = messages.some((m) => m.streaming);

  // Follow the newest message; a finished reply is shown from its first line (an emergency's call link, the start
  // of a long answer) rather than from its end.
  useEffect(() => {
    const log = ref.current;
    if (!log) return;
    const bubbles = log.querySelectorAll<HTMLElement>('[data-testid="chat-message"]');
    const lastBubble = bubbles[bubbles.length - 1];
    const last = messages.at(-1);
    const finishedReply = last?.type === 'bot' && !last.streaming && !pending;
    log.scrollTop = finishedReply && lastBubble ? lastBubble.offsetTop - 12 : log.scrollHeight;
  }, [messages, pending]);

  return (
    // Relative: the screen-reader-only labels inside are absolutely placed, and must not stretch the page.
    <div
      ref={ref}
      role="log"
      aria-label={t('carebot.logLabel')}
      tabIndex={0}
      className={clsx('relative flex flex-col gap-3 overflow-y-auto overscroll-contain', className)}
    >
      {children}
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} onAsk={onAsk} busy={pending} />
      ))}
      {pending && !writing && <TypingIndicator />}
    </div>
  );
}
