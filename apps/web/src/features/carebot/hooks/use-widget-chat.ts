import { CAREBOT_HISTORY_WIDGET_LIMIT } from '@raktsetu/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { fetchChatHistory } from '../api/carebot-api.ts';
import { botMessage, historyToMessages } from '../chat-messages.ts';
import { useCarebotChat, type CarebotChat } from './use-carebot-chat.ts';

/**
 * The widget's conversation. On the first opening it loads the last 5 chats once, for a signed-in profile: they
 * show oldest first; none shows the greeting by name; a failed load shows the general greeting.
 */
export function useWidgetChat(open: boolean): CarebotChat {
  const { t } = useTranslation();
  const { profile, profileStatus } = useAuth();
  const chat = useCarebotChat();
  const { setMessages } = chat;
  const started = useRef(false);
  const userId = profile?.user_id ?? null;
  const fullName = profile?.full_name.trim() || null;
  const profileLoading = profileStatus === 'loading' || profileStatus === 'idle';

  useEffect(() => {
    if (!open || started.current) return;
    const greet = (name: string | null) =>
      setMessages((current) => [
        botMessage(t('carebotWidget.greeting', { name: name ?? t('carebotWidget.there') })),
        ...current,
      ]);
    if (!userId) {
      // No profile (yet): wait for it while it loads, otherwise greet without a name.
      if (profileLoading) return;
      started.current = true;
      greet(null);
      return;
    }
    started.current = true;
    fetchChatHistory(CAREBOT_HISTORY_WIDGET_LIMIT)
      .then((entries) => {
        if (entries.length === 0) greet(fullName);
        else setMessages((current) => [...historyToMessages(entries), ...current]);
      })
      .catch(() => setMessages((current) => [botMessage(t('carebotWidget.greetingFailed')), ...current]));
  }, [open, userId, fullName, profileLoading, setMessages, t]);

  return chat;
}
