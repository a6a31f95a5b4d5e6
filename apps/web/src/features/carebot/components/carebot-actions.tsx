import type { CarebotAction } from '@raktsetu/shared';
import { Building2, Phone, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { orderedActions } from '../chat-messages.ts';

/**
 * What a reply offers to do next, call links first: a big tap-to-call link for a number, Raise SOS, and the
 * blood-bank directory.
 */
export function CarebotActions({ actions }: { actions: CarebotAction[] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="carebot-actions">
      {orderedActions(actions).map((action) => {
        if (action.kind === 'call')
          return (
            <a
              key={`call-${action.phone}`}
              href={`tel:${action.phone.replace(/[^\d+]/g, '')}`}
              className={buttonClasses({ variant: 'danger', size: 'lg', fullWidth: true })}
            >
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <Label>{action.label}</Label>
            </a>
          );
        const toSos = action.kind === 'sos';
        const Icon = toSos ? Siren : Building2;
        return (
          <Link
            key={action.kind}
            to={toSos ? '/app/sos' : '/app/blood-banks'}
            className={buttonClasses({ variant: 'secondary', size: 'md', fullWidth: true })}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <Label>{toSos ? t('carebot.actions.raiseSos') : t('carebot.actions.bloodBanks')}</Label>
          </Link>
        );
      })}
    </div>
  );
}

/**
 * A label that wraps on a narrow bubble ("Call Tele-MANAS 14416" at 360 px): the button itself keeps every label on
 * one line, and its own class cannot be overridden from here.
 */
function Label({ children }: { children: string }) {
  return <span className="min-w-0 whitespace-normal">{children}</span>;
}
