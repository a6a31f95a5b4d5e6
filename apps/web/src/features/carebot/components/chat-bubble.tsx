import type { CarebotCitation } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callableParts, citationsToList, isSourceLine, paragraphs, type ChatMessage } from '../chat-messages.ts';
import { CarebotActions } from './carebot-actions.tsx';

export interface ChatBubbleProps {
  message: ChatMessage;
  /** Asks a related question; absent where related questions are not offered. */
  onAsk?: (question: string) => void;
  /** A reply is pending: related questions wait. */
  busy: boolean;
}

/** One message: the user's on the right; CareBot's on the left with its sources, follow-ups and actions. */
export function ChatBubble({ message, onAsk, busy }: ChatBubbleProps) {
  const { t } = useTranslation();
  if (message.type === 'user')
    return (
      <div className="flex flex-col items-end" data-testid="chat-message" data-type="user">
        <span className="sr-only">{t('carebot.you')}</span>
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-red-700 px-4 py-2 break-words whitespace-pre-line text-white">
          {message.content}
        </p>
      </div>
    );

  const emergency = message.safety === 'emergency';
  const citations = citationsToList(message.citations, message.content);
  // A reply with its own call buttons needs no links in the words; a past chat (text only) does.
  const linkNumbers = !message.actions.some((action) => action.kind === 'call');
  return (
    <div
      className="flex flex-col items-start"
      data-testid="chat-message"
      data-type="bot"
      data-error={message.isError || undefined}
      data-emergency={emergency || undefined}
    >
      <span className="sr-only">{t('carebot.bot')}</span>
      <div
        role={emergency || message.isError ? 'alert' : undefined}
        className={clsx(
          'flex max-w-[92%] flex-col gap-3 rounded-2xl rounded-bl-sm px-4 py-3 break-words text-slate-900',
          emergency && 'border-2 border-red-600 bg-red-50',
          message.isError && 'border border-amber-300 bg-amber-50 text-amber-950',
          !emergency && !message.isError && 'bg-slate-100',
        )}
      >
        {emergency && (
          <>
            <p className="flex items-center gap-2 font-bold text-red-800">
              <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
              {t('carebot.emergency')}
            </p>
            <CarebotActions actions={message.actions} />
          </>
        )}
        <div className="flex flex-col gap-2">
          {paragraphs(message.content).map((text, index) => (
            <p key={index} className={clsx('whitespace-pre-line', isSourceLine(text) && 'text-sm text-slate-600')}>
              {linkNumbers ? <CallableText text={text} /> : text}
            </p>
          ))}
        </div>
        <CitationList citations={citations} />
        {!emergency && <CarebotActions actions={message.actions} />}
        {onAsk && message.relatedQuestions.length > 0 && (
          <RelatedQuestions questions={message.relatedQuestions} busy={busy} onAsk={onAsk} />
        )}
      </div>
    </div>
  );
}

/** Where the answer comes from: organisation, document and year of each source. */
function CitationList({ citations }: { citations: CarebotCitation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-600">
      {citations.map((citation) => (
        <li key={`${citation.organisation}-${citation.document}-${citation.year}`}>
          {t('carebot.source', {
            organisation: citation.organisation,
            document: citation.document,
            year: citation.year,
          })}
        </li>
      ))}
    </ul>
  );
}

interface RelatedQuestionsProps {
  questions: string[];
  busy: boolean;
  onAsk: (question: string) => void;
}

function RelatedQuestions({ questions, busy, onAsk }: RelatedQuestionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-700">{t('carebot.related')}</p>
      <div className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <button
            key={question}
            type="button"
            disabled={busy}
            onClick={() => onAsk(question)}
            className="min-h-10 rounded-full border border-red-200 bg-white px-3 py-1.5 text-left text-sm font-medium text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {question}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Words with each number to call (112, Tele-MANAS) as a tap-to-call link. */
function CallableText({ text }: { text: string }) {
  return callableParts(text).map((part, index) =>
    part.dial ? (
      <a
        key={index}
        href={`tel:${part.dial}`}
        className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
