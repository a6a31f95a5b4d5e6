import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { askCarebotStreaming } from '../api/carebot-stream.ts';
import { botMessage, errorMessage, replyMessage, userMessage, type ChatMessage } from '../chat-messages.ts';

export interface CarebotChat {
  messages: ChatMessage[];
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  /** A reply is on its way: the input, send and quick questions wait. */
  pending: boolean;
  /** Asks `text` (trimmed); false when nothing was sent (empty, or a reply is still pending). */
  send: (text: string) => boolean;
}

/**
 * One conversation with CareBot, shared by the page and the widget: the user's message appears at once, the
 * reply grows as the stream writes it and is then replaced by the final, checked reply; a failure leaves the
 * error-flagged apology instead.
 */
export function useCarebotChat(): CarebotChat {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // The state updates a render later; the ref refuses a second send in the same tick (a double tap).
  const pendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (message === '' || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      setMessages((current) => [...current, userMessage(message)]);
      const controller = new AbortController();
      abortRef.current = controller;
      const draft = botMessage('', { streaming: true });
      const withoutDraft = (current: ChatMessage[]) => current.filter((m) => m.id !== draft.id);

      const onDelta = (delta: string) =>
        setMessages((current) => {
          const existing = current.find((m) => m.id === draft.id);
          if (!existing) return [...current, { ...draft, content: delta }];
          return current.map((m) => (m.id === draft.id ? { ...m, content: m.content + delta } : m));
        });

      askCarebotStreaming(message, { onDelta }, controller.signal)
        .then((reply) => setMessages((current) => [...withoutDraft(current), replyMessage(reply, draft.id)]))
        .catch(() => {
          if (controller.signal.aborted) return;
          setMessages((current) => [...withoutDraft(current), errorMessage(t('carebot.apology'))]);
        })
        .finally(() => {
          pendingRef.current = false;
          setPending(false);
        });
      return true;
    },
    [t],
  );

  return { messages, setMessages, pending, send };
}
