import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePageChat } from '../hooks/use-page-chat.ts';
import { ChatTab } from './chat-tab.tsx';
import { InterestsTab } from './interests-tab.tsx';

type CarebotTab = 'chat' | 'interests';

/**
 * /app/carebot: the conversation with CareBot (kept here, so it survives a visit to the other tab) and the
 * interests it may use to make answers personal.
 */
export function CarebotPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.carebot.title'));
  const [tab, setTab] = useState<CarebotTab>('chat');
  const chat = usePageChat();

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader title={t('pages.carebot.title')}>
        <p className="text-slate-700">{t('carebot.intro')}</p>
      </PageHeader>
      <p className="flex items-start gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('carebot.disclaimer')}
      </p>
      <Tabs<CarebotTab>
        label={t('carebot.tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'chat', label: t('carebot.tabs.chat'), content: <ChatTab chat={chat} /> },
          { value: 'interests', label: t('carebot.tabs.interests'), content: <InterestsTab /> },
        ]}
      />
    </div>
  );
}
