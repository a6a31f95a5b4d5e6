import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import type { RecommendationRole } from '../api/carebot-api.ts';
import { useIsWide } from '../hooks/use-is-wide.ts';
import type { usePageChat } from '../hooks/use-page-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLog } from './chat-log.tsx';
import { ClearChatsDialog } from './clear-chats-dialog.tsx';
import { RecommendationsCard } from './recommendations-card.tsx';

type PageChat = ReturnType<typeof usePageChat>;

/** Suggestions are made for patients and donors in their own role; bank staff and admins get none. */
function recommendationRole(userType: string | undefined): RecommendationRole | null {
  return userType === 'Patient' || userType === 'Donor' ? userType : null;
}

/**
 * The Chat tab: the conversation and, for a patient or donor, CareBot's suggestions "For you" — beside it on a
 * wide screen, folded under the quick questions on a phone so the conversation stays in view.
 */
export function ChatTab({ chat }: { chat: PageChat }) {
  const { user } = useAuth();
  const role = recommendationRole(user?.userType);
  const wide = useIsWide();
  // One tree for both widths, so resizing the window keeps the conversation and the draft.
  return (
    <div
      className={clsx(
        role && wide && 'grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]',
      )}
    >
      <ChatCard
        chat={chat}
        recommendations={role && !wide ? <RecommendationsCard role={role} layout="collapsible" /> : null}
      />
      {role && wide && <RecommendationsCard role={role} layout="aside" />}
    </div>
  );
}

/** Quick questions, the conversation, the message box, and a way to erase past chats. */
function ChatCard({ chat, recommendations }: { chat: PageChat; recommendations?: ReactNode }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { messages, pending, send, history } = chat;
  // In the page's language, so a Hindi or Marathi reader asks (and is answered) in theirs.
  const questions = [
    t('carebot.pageQuestions.thalassemia'),
    t('carebot.pageQuestions.transfusions'),
    t('carebot.pageQuestions.ferritin'),
    t('carebot.pageQuestions.diet'),
    t('carebot.pageQuestions.whoCanDonate'),
    t('carebot.pageQuestions.afterDonating'),
  ];

  return (
    <Card className="flex flex-col gap-4 p-3 sm:p-5">
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{t('carebot.quickQuestions')}</h2>
        {/* One scrolling row on a phone, so the conversation stays in view; wrapped on wider screens. */}
        <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {questions.map((question) => (
            <button
              key={question}
              type="button"
              disabled={pending}
              onClick={() => send(question)}
              className="min-h-10 shrink-0 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm whitespace-nowrap sm:whitespace-normal font-medium text-slate-800 hover:border-red-300 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {question}
            </button>
          ))}
        </div>
      </div>
      {recommendations}

      <ChatLog
        messages={messages}
        pending={pending}
        onAsk={(question) => send(question)}
        className="h-[min(60vh,36rem)] min-h-72 rounded-xl border border-slate-200 bg-white p-3"
      >
        {history === 'failed' && <Alert tone="error">{t('carebot.historyFailed')}</Alert>}
        {history !== 'loading' && messages.length === 0 && (
          <p className="self-start rounded-2xl bg-slate-100 px-4 py-3 text-slate-800">{t('carebot.welcome')}</p>
        )}
      </ChatLog>

      <ChatComposer
        value={draft}
        onChange={setDraft}
        pending={pending}
        onSend={() => {
          if (send(draft)) setDraft('');
        }}
      />

      <Button variant="ghost" size="sm" className="self-end" onClick={() => setConfirming(true)} disabled={pending}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('carebot.clear.button')}
      </Button>
      <ClearChatsDialog open={confirming} onClose={() => setConfirming(false)} onCleared={() => chat.setMessages([])} />
    </Card>
  );
}
