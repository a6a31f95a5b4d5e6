import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move and select, the panel follows.
 */
export function Tabs<TValue extends string>({ label, items, value, onValueChange, className }: TabsProps<TValue>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  const active = items[activeIndex];

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    onValueChange(item.value);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={clsx(
                'min-h-10 shrink-0 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
                selected ? 'bg-white text-red-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.value}`}
          aria-labelledby={`${baseId}-tab-${active.value}`}
          tabIndex={0}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
