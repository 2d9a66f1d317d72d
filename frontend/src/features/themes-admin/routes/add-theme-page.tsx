/**
 * /admin/add-themes (spec §2, §5, §8): Title, image drop zone, 'Premium Theme' checkbox,
 * 'Add Theme'. Messages: 'Please upload an image', 'Please enter a title', 'Error adding theme'.
 */
import { TITLE_MAX } from '@studio/rules/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DropZone } from '../../../components/ui/drop-zone';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { IMAGE_ACCEPT, formatBytes, refuseReason } from '../../../lib/image-upload-rules';
import { SourceStatementField } from '../../../components/ui/source-statement-field';
import { addTheme } from '../api/add-theme';
import '../../../components/ui/staff-ui.css';

export function AddThemePage() {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [isPremium, setIsPremium] = useState(false);
  const [statement, setStatement] = useState('');
  const { sending, run: add } = useSubmit(addTheme);
  const [progress, setProgress] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (files: File[]) => {
    const f = files[0];
    if (!f) return;
    const reason = refuseReason(f);
    if (reason) {
      setNotice({ type: 'error', message: `${f.name}: ${reason}` });
      return;
    }
    setFile(f);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!file) return setNotice({ type: 'error', message: 'Please upload an image' });
    if (!title.trim()) return setNotice({ type: 'error', message: 'Please enter a title' });
    setProgress(0);
    const result = await add({ title: title.trim(), image: file, isPremium, sourceStatement: statement.trim() }, setProgress);
    if (!result) return;
    if (result.ok) {
      setTitle('');
      setFile(null);
      setIsPremium(false);
      setStatement('');
      setNotice({ type: 'success', message: result.data || 'Theme added successfully!', title: 'Done' });
    } else {
      setNotice({ type: 'error', message: result.message ? `Error adding theme: ${result.message}` : 'Error adding theme' });
    }
  };

  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Add Theme</h1>
      <p className="staff-page__lead">Themes appear on the public Themes page once the image is processed.</p>
      <form className="form panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending || undefined} style={{ maxWidth: '36rem' }}>
        <div className="field">
          <label htmlFor="theme-title">Title</label>
          <input id="theme-title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={TITLE_MAX} />
        </div>
        <div className="field">
          <label htmlFor="theme-image">Image</label>
          <DropZone
            id="theme-image"
            label={file ? file.name : 'Drag and drop an image, or click to choose'}
            hint={file ? formatBytes(file.size) : 'JPEG, JPG, PNG, GIF or WebP'}
            accept={IMAGE_ACCEPT}
            onFiles={choose}
            disabled={sending}
          >
            {preview ? <img className="drop-zone__preview" src={preview} alt="" /> : null}
          </DropZone>
        </div>
        <SourceStatementField id="theme-statement" value={statement} onChange={setStatement} />
        <label className="check">
          <input type="checkbox" name="isPremium" checked={isPremium} onChange={(e) => setIsPremium(e.target.checked)} />
          Premium Theme
        </label>
        {sending ? (
          <div className="bar" role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
            <div className="bar__fill" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        ) : null}
        <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className="spinner" aria-hidden /> : null}
          Add Theme
        </button>
      </form>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
