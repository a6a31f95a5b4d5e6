import { clsx } from 'clsx';

interface FilterChipsProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
  /** Names the group for screen readers ("Filter by status"). */
  label: string;
  optionLabel: (option: T) => string;
}

/** A row of toggle buttons, one pressed at a time: a list's filter. */
export function FilterChips<T extends string>({ options, value, onChange, label, optionLabel }: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={clsx(
            'min-h-10 rounded-full border px-4 text-sm font-semibold',
            value === option
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
