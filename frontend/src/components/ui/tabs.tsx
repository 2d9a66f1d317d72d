/** Radix's Tabs primitives (features import radix only through components/ui; see dialog.tsx). */
export { Tabs } from 'radix-ui';
