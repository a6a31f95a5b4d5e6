import { clsx } from 'clsx';
import { Bot, Maximize2, MessageCircle, X } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWidgetChat } from '../hooks/use-widget-chat.ts';
import { useWidgetPanel } from '../hooks/use-widget-panel.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLog } from './chat-log.tsx';

/**
 * The floating CareBot of the signed-in area: a toggle button in the bottom-right corner opening a small chat.
 * The panel never grows taller than the screen above the button (a phone with its keyboard open included); the
 * conversation scrolls inside it.
 */
export function CarebotWidget() {
  const { t } = useTranslation();
  const panel = useWidgetPanel();
  const { open } = panel;
  const [draft, setDraft] = useState('');
  const chat = useWidgetChat(open);
  const panelId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <>
      {open && (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="fixed right-4 bottom-22 z-40 flex max-h-[min(36rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <WidgetHeader titleId={titleId} headingRef={panel.headingRef} onClose={panel.close} />
          <ChatLog messages={chat.messages} pending={chat.pending} className="min-h-24 flex-1 p-3" />
          <div className="flex shrink-0 flex-col gap-2 border-t border-slate-200 p-3">
            <QuickQuestions
              disabled={chat.pending}
              onPick={(question) => {
                setDraft(question);
                inputRef.current?.focus();
              }}
            />
            <ChatComposer
              value={draft}
              onChange={setDraft}
              pending={chat.pending}
              inputRef={inputRef}
              onSend={() => {
                if (chat.send(draft)) setDraft('');
              }}
            />
          </div>
        </section>
      )}
      <button
        ref={panel.toggleRef}
        type="button"
        onClick={panel.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t('carebotWidget.close') : t('carebotWidget.open')}
        className={clsx(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full shadow-lg transition-colors',
          open ? 'bg-slate-800 text-white hover:bg-slate-900' : 'bg-red-700 text-white hover:bg-red-800',
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </>
  );
}

interface WidgetHeaderProps {
  titleId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}

function WidgetHeader({ titleId, headingRef, onClose }: WidgetHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex shrink-0 items-start gap-3 bg-red-700 px-4 py-3 text-white">
      <Bot aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex flex-1 flex-col">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('carebotWidget.title')}
        </h2>
        <p className="text-sm text-red-50">{t('carebotWidget.subtitle')}</p>
      </div>
      {/* In the header, so a phone with its keyboard open keeps its height for the conversation. */}
      <Link
        to="/app/carebot"
        aria-label={t('carebotWidget.openFullPage')}
        title={t('carebotWidget.openFullPage')}
        className="-my-1 rounded-lg p-1 text-white hover:bg-red-800"
      >
        <Maximize2 aria-hidden="true" className="size-5" />
      </Link>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('carebotWidget.close')}
        className="-m-1 rounded-lg p-1 text-white hover:bg-red-800"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}

/** Tapping a quick question puts it in the box to send or edit, rather than sending it at once. */
function QuickQuestions({ disabled, onPick }: { disabled: boolean; onPick: (question: string) => void }) {
  const { t } = useTranslation();
  // In the page's language, so a Hindi or Marathi reader asks (and is answered) in theirs.
  const questions = [
    t('carebotWidget.questions.thalassemia'),
    t('carebotWidget.questions.howOftenDonate'),
    t('carebotWidget.questions.eatBefore'),
  ];
  return (
    <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t('carebotWidget.quickQuestions')}>
      {questions.map((question) => (
        <button
          key={question}
          type="button"
          disabled={disabled}
          onClick={() => onPick(question)}
          className="min-h-9 shrink-0 rounded-full border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {question}
        </button>
      ))}
    </div>
  );
}
