import { useCallback, useState } from 'react';

/** Theme selection (spec §4): a list of theme ids, in the order they were picked. */
export function toggleId(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function useThemeSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = useCallback((id: string) => setSelected((l) => toggleId(l, id)), []);
  const remove = useCallback((id: string) => setSelected((l) => l.filter((x) => x !== id)), []);
  const clear = useCallback(() => setSelected([]), []);
  return { selected, toggle, remove, clear, isSelected: (id: string) => selected.includes(id) };
}
