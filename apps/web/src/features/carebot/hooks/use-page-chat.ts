import { CAREBOT_HISTORY_PAGE_LIMIT } from '@raktsetu/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchChatHistory } from '../api/carebot-api.ts';
import { historyToMessages } from '../chat-messages.ts';
import { useCarebotChat, type CarebotChat } from './use-carebot-chat.ts';

export type HistoryStatus = 'loading' | 'ready' | 'failed';

/**
 * The page's conversation: the last 20 chats, oldest first, then whatever is asked now. A 401 on the history
 * starts a fresh conversation without a word (the session itself is handled elsewhere); any other failure says
 * the history could not be loaded, and the chat still works.
 */
export function usePageChat(): CarebotChat & { history: HistoryStatus } {
  const chat = useCarebotChat();
  const { setMessages } = chat;
  const [history, setHistory] = useState<HistoryStatus>('loading');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchChatHistory(CAREBOT_HISTORY_PAGE_LIMIT)
      .then((entries) => {
        // Anything asked while the history was loading stays after it.
        setMessages((current) => [...historyToMessages(entries), ...current]);
        setHistory('ready');
      })
      .catch((error: unknown) => setHistory(isApiError(error) && error.status === 401 ? 'ready' : 'failed'));
  }, [setMessages]);

  return { ...chat, history };
}
