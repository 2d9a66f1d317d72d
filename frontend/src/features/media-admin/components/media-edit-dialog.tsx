/** Edit a gallery image (title, description) or a theme (title, premium); the studio's own photo also its statement. */
import { TITLE_MAX } from '@studio/rules/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { IconClose } from '../../../components/ui/icons';
import { SourceStatementField } from '../../../components/ui/source-statement-field';
import type { AdminMediaItem } from '../api/get-admin-media';
import type { MediaChanges } from '../api/update-media';

export function MediaEditDialog({
  item,
  onClose,
  onSave,
}: {
  item: AdminMediaItem | null;
  onClose: () => void;
  onSave: (item: AdminMediaItem, changes: MediaChanges) => Promise<string | null>;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPremium, setIsPremium] = useState(false);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { sending: saving, run: save } = useSubmit(onSave);

  useEffect(() => {
    if (!item) return;
    setTitle(item.title ?? '');
    setDescription(item.description ?? '');
    setIsPremium(!!item.isPremium);
    setStatement(item.sourceStatement ?? '');
    setError(null);
  }, [item]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!item || saving) return;
    if (!title.trim()) return setError('Please enter a title');
    if (item.kind === 'gallery' && !description.trim()) return setError('Please enter a description');
    const base: MediaChanges = item.kind === 'gallery' ? { title: title.trim(), description: description.trim() } : { title: title.trim(), isPremium };
    // A featured family photo's source is their consent: it takes no statement (the api answers 409).
    const changes: MediaChanges = item.source === 'client' ? base : { ...base, sourceStatement: statement.trim() || null };
    const problem = await save(item, changes);
    if (problem === undefined) return;
    if (problem) setError(problem);
    else onClose();
  };

  return (
    <Dialog.Root open={!!item} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog" data-testid="media-edit">
          <Dialog.Title className="ui-confirm__title">{item?.kind === 'theme' ? 'Edit theme' : 'Edit gallery image'}</Dialog.Title>
          <Dialog.Description className="visually-hidden">Change the details shown on the public site.</Dialog.Description>
          <form className="form" noValidate onSubmit={(e) => void submit(e)}>
            <div className="field">
              <label htmlFor="media-edit-title">Title</label>
              <input id="media-edit-title" value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
            </div>
            {item?.kind === 'gallery' ? (
              <div className="field">
                <label htmlFor="media-edit-description">Description</label>
                <textarea id="media-edit-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
              </div>
            ) : (
              <label className="check">
                <input type="checkbox" checked={isPremium} onChange={(e) => setIsPremium(e.target.checked)} />
                Premium Theme
              </label>
            )}
            {item && item.source !== 'client' ? <SourceStatementField id="media-edit-statement" value={statement} onChange={setStatement} /> : null}
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="ui-confirm__actions">
              <Dialog.Close className="btn btn--ghost" type="button">
                Cancel
              </Dialog.Close>
              <button type="submit" className="btn" disabled={saving}>
                {saving ? <span className="spinner" aria-hidden /> : null}
                Save
              </button>
            </div>
          </form>
          <Dialog.Close className="icon-btn ui-dialog__x" aria-label="Close">
            <IconClose />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
