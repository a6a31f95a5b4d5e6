import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the widget's panel is open, and where focus goes: to the panel's heading on opening, back to the
 * toggle on closing (its close button or Escape). A new page closes the panel.
 */
export function useWidgetPanel() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const toggle = () => setOpen((value) => !value);

  return { open, close, toggle, toggleRef, headingRef };
}
