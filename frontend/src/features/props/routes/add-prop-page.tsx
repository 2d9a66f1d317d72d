/**
 * /admin/add-prop (spec §2, §5, §8): Prop Name, Price, a hidden date, Prop Image by file
 * ('PNG, JPG or JPEG') or 'Use Camera', preview with remove, 'Add Prop'.
 */
import { useSubmit } from '../../../lib/use-submit';
import { useEffect, useState, type FormEvent } from 'react';
import { DropZone } from '../../../components/ui/drop-zone';
import { IconCamera, IconClose } from '../../../components/ui/icons';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { useStudioToday } from '../api/get-studio-today';
import { addProp } from '../api/post-prop';
import { CameraDialog } from '../components/camera-dialog';
import { validatePropForm, type PropFormErrors } from '../components/prop-form-rules';
import { readDataUrl } from '../../../lib/read-data-url';
import '../../../components/ui/staff-ui.css';
import '../components/props.css';

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** dd/mm/yyyy from yyyy-mm-dd. */
const toDisplay = (iso: string) => iso.split('-').reverse().join('/');

export function AddPropPage() {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [date, setDate] = useState(() => toDisplay(new Date().toISOString().slice(0, 10)));
  const [image, setImage] = useState<string | null>(null);
  const [errors, setErrors] = useState<PropFormErrors>({});
  const [cameraOpen, setCameraOpen] = useState(false);
  const { sending, run: add } = useSubmit(addProp);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The studio's today (its time zone, not the browser's) for the hidden date field.
  const studioToday = useStudioToday().data?.today;
  useEffect(() => {
    if (studioToday) setDate(toDisplay(studioToday));
  }, [studioToday]);

  const chooseFile = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) {
      setErrors((e) => ({ ...e, image: 'Please choose a PNG, JPG or JPEG image' }));
      return;
    }
    try {
      setImage(await readDataUrl(file));
      setErrors((e) => ({ ...e, image: undefined }));
    } catch {
      setErrors((e) => ({ ...e, image: 'Could not read that file' }));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = validatePropForm({ name, price, image });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const res = await add({ name: name.trim(), price: Number(price), date, image: image! });
    if (!res) return;
    if (res.ok) {
      setName('');
      setPrice('');
      setImage(null);
      setNotice({ type: 'success', message: 'Property added successfully!' });
    } else {
      setNotice({ type: 'error', message: res.message });
    }
  };

  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Add Prop</h1>
      <form className="form panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending || undefined} style={{ maxWidth: '36rem' }}>
        <div className="field">
          <label htmlFor="prop-name">Prop Name</label>
          <input
            id="prop-name"
            name="name"
            value={name}
            maxLength={100}
            aria-invalid={!!errors.name || undefined}
            aria-describedby={errors.name ? 'prop-name-error' : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
          />
          {errors.name ? (
            <span className="field-error" id="prop-name-error">
              {errors.name}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="prop-price">Price</label>
          <input
            id="prop-price"
            name="price"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={price}
            aria-invalid={!!errors.price || undefined}
            aria-describedby={errors.price ? 'prop-price-error' : undefined}
            onChange={(e) => {
              setPrice(e.target.value);
              setErrors((x) => ({ ...x, price: undefined }));
            }}
          />
          {errors.price ? (
            <span className="field-error" id="prop-price-error">
              {errors.price}
            </span>
          ) : null}
        </div>
        <input type="hidden" name="date" value={date} />
        <div className="field">
          <label htmlFor="prop-image">Prop Image</label>
          {image ? (
            <div className="prop-preview" data-testid="prop-preview">
              <img src={image} alt="Selected prop" />
              <button type="button" className="icon-btn prop-preview__remove" aria-label="Remove image" onClick={() => setImage(null)}>
                <IconClose />
              </button>
            </div>
          ) : (
            <>
              <DropZone
                id="prop-image"
                label="Click to upload or drag and drop"
                hint="PNG, JPG or JPEG"
                accept={ACCEPT}
                onFiles={(f) => void chooseFile(f)}
                disabled={sending}
                invalid={!!errors.image}
              />
              <button type="button" className="btn btn--ghost" onClick={() => setCameraOpen(true)} disabled={sending}>
                <IconCamera /> Use Camera
              </button>
            </>
          )}
          {errors.image ? <span className="field-error">{errors.image}</span> : null}
        </div>
        <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className="spinner" aria-hidden /> : null}
          Add Prop
        </button>
      </form>
      <CameraDialog
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        onCapture={(url) => {
          setImage(url);
          setErrors((x) => ({ ...x, image: undefined }));
        }}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
