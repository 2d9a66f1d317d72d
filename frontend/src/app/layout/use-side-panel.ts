import { useCallback, useEffect, useState } from 'react';

/**
 * Side panel state (spec §4): closed | open. The menu button toggles it; it closes on the
 * close button, on choosing a link, on an outside click, and when the window reaches the
 * desktop width (768 px).
 */
export function useSidePanel(isDesktop: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (isDesktop) setOpen(false);
  }, [isDesktop]);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { open: open && !isDesktop, setOpen, toggle, close };
}
