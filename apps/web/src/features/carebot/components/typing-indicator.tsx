import { useTranslation } from 'react-i18next';

/** CareBot is writing: three dots, and the words for screen readers. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-2 self-start rounded-2xl bg-slate-100 px-4 py-3">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="text-sm text-slate-700">{t('carebot.typing')}</span>
    </div>
  );
}
