/**
 * Radix's Dialog primitives for screens that compose their own dialog (camera, task steps, side panel,
 * edit forms). Features import radix only through components/ui, so the dependency, its version and
 * any behaviour we add (focus, scroll lock) stay in one folder. Ready-made dialogs: ConfirmDialog, NoticeDialog, Sheet.
 */
export { Dialog } from 'radix-ui';
