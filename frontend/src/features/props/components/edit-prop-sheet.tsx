/** Edit a prop (admin, View Price Prop): name, price and, optionally, a new photo. Saved at once everywhere. */
import { useSubmit } from '../../../lib/use-submit';
import { useEffect, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { Sheet } from '../../../components/ui/sheet';
import { IMAGE_ACCEPT, refuseReason } from '../../../lib/image-upload-rules';
import { readDataUrl } from '../../../lib/read-data-url';
import type { PropView as PropItem } from '../../../lib/api-schema';
import { updateProp, type PropPatch } from '../api/update-prop';
import { validatePropForm } from './prop-form-rules';

export function EditPropSheet({ prop, onClose, onSaved }: { prop: PropItem | null; onClose: () => void; onSaved: (p: PropItem) => void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [image, setImage] = useState<{ dataUrl: string; name: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState('');
  const { sending: saving, run: save } = useSubmit(updateProp);

  useEffect(() => {
    if (!prop) return;
    setName(prop.name);
    setPrice((prop.pricePaise / 100).toFixed(2));
    setImage(null);
    setErrors({});
    setMessage('');
  }, [prop]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = refuseReason(file);
    setErrors((e) => ({ ...e, image: refused ?? undefined }));
    if (!refused) setImage({ dataUrl: await readDataUrl(file), name: file.name });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!prop || saving) return;
    const found = validatePropForm({ name, price, image: 'kept' });
    setErrors({ ...found });
    if (found.name || found.price) return;
    const patch: PropPatch = {};
    if (name.trim() !== prop.name) patch.name = name.trim();
    if (Math.round(Number(price) * 100) !== prop.pricePaise) patch.price = Number(price.trim());
    if (image) patch.image = image.dataUrl;
    if (!Object.keys(patch).length) return onClose();
    const result = await save(prop._id, patch);
    if (!result) return;
    if (result.ok) onSaved(result.data.property);
    else {
      setErrors(result.fields ?? {});
      setMessage(result.message);
    }
  };

  return (
    <Sheet open={!!prop} onOpenChange={(open) => !open && onClose()} title={prop ? `Edit ${prop.name}` : 'Edit prop'} className="edit-prop-sheet">
      <form className="form" noValidate onSubmit={(e) => void submit(e)} data-testid="edit-prop-form">
        <div className="field">
          <label htmlFor="edit-prop-name">Prop Name</label>
          <input id="edit-prop-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'edit-prop-name-error' : undefined} />
          <FieldError id="edit-prop-name-error">{errors.name}</FieldError>
        </div>
        <div className="field">
          <label htmlFor="edit-prop-price">Price</label>
          <input id="edit-prop-price" type="number" min={0} step={0.01} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-invalid={errors.price ? true : undefined} aria-describedby={errors.price ? 'edit-prop-price-error' : undefined} />
          <FieldError id="edit-prop-price-error">{errors.price}</FieldError>
        </div>
        <div className="field">
          <label htmlFor="edit-prop-image">New photo (optional)</label>
          <input id="edit-prop-image" type="file" accept={IMAGE_ACCEPT} onChange={(e) => void pick(e.target.files?.[0])} aria-invalid={errors.image ? true : undefined} />
          {image ? <span className="field-hint">{image.name} replaces the current photo</span> : null}
          <FieldError>{errors.image}</FieldError>
        </div>
        <p className="field-hint">Earned so far and past price calculations keep their amounts.</p>
        {message ? (
          <p className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <span className="spinner" aria-hidden /> : null}
          Save changes
        </button>
      </form>
    </Sheet>
  );
}
