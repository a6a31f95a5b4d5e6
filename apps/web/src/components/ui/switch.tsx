import * as RadixSwitch from '@radix-ui/react-switch';
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { FieldHint, describedBy } from './field.tsx';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'id' | 'asChild' | 'children'
> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch on Radix UI: a button with role="switch" and aria-checked (Space and Enter toggle it, screen
 * readers say on/off), drawn as a track and thumb. It is controlled through `checked` and `onCheckedChange`, so
 * in a react-hook-form form it goes through a Controller rather than `register`.
 */
export function Switch({ label, id, hint, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <RadixSwitch.Root
          id={switchId}
          aria-describedby={describedBy(switchId, hint)}
          {...props}
          className="inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-400 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-green-700"
        >
          <RadixSwitch.Thumb className="pointer-events-none block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </RadixSwitch.Root>
      </div>
      <FieldHint id={switchId}>{hint}</FieldHint>
    </div>
  );
}
