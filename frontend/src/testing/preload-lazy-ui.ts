/**
 * Dialogs, sheets, toasts and the phone's side panel load their radix code on first use (lazy chunks). In a
 * browser that is a few milliseconds; in jsdom the first import compiles radix, which can outlast testing-library's
 * one-second wait on a busy machine. Loaded once per spec file here, as a browser has them by the time of a click.
 */
import './polyfills';

beforeAll(async () => {
  await Promise.all([
    import('../components/ui/sheet-view'),
    import('../components/ui/notice-dialog-view'),
    import('../components/ui/toast-view'),
    import('../app/layout/side-panel'),
  ]);
});
