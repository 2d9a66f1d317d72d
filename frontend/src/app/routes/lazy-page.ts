import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffNavGroup } from './staff-nav-groups';

/** One page of a staff panel: drives both the child route and the sidebar link. */
export interface StaffRoute {
  /** Child path under /admin or /user, e.g. 'add-user'. */
  path: string;
  /** Sidebar label; omit to keep the route out of the sidebar. */
  label?: string;
  /** The sidebar group the link sits in (staff-nav-groups.ts); a labelled entry without one is listed under "More". */
  group?: StaffNavGroup;
  /** The page, lazy-loaded (its own chunk). */
  Component: LazyExoticComponent<ComponentType>;
}

/** `lazyPage(() => import('../../features/x/routes/x-page'), 'XPage')`: a named export as a lazy page. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const mod = await load();
    const Component = mod[exportName] as ComponentType | undefined;
    if (!Component) throw new Error(`lazyPage: ${exportName} is not exported`);
    return { default: Component };
  });
}
