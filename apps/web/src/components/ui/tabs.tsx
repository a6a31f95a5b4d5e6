import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface TabItem<TValue extends string> {
  value: TValue;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<TValue extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<TValue>[];
  value: TValue;
  onValueChange: (value: TValue) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs on Radix UI: one tab stop for the list, arrow keys (and Home/End) move and select, the panel
 * follows.
 */
export function Tabs<TValue extends string>({ label, items, value, onValueChange, className }: TabsProps<TValue>) {
  // A value that names no tab shows the first one, so the list never has no selected tab (and no tab stop).
  const active = items.some((item) => item.value === value) ? value : items[0]?.value;
  return (
    <RadixTabs.Root
      value={active}
      onValueChange={(next) => {
        const item = items.find((candidate) => candidate.value === next);
        if (item) onValueChange(item.value);
      }}
      className={clsx('flex flex-col gap-4', className)}
    >
      {/* Tabs wrap rather than scroll: on a phone a tab scrolled out of sight looked like no tab at all. */}
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={clsx(
              'min-h-10 shrink-0 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
              'data-[state=active]:bg-white data-[state=active]:text-red-800 data-[state=active]:shadow-sm',
              'data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:text-slate-900',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
