import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/**
 * Where the new pin's image comes from: a file the person chose or dropped (with an object URL for its preview, made
 * when it is chosen and let go when another choice replaces it), or a web address the server fetches.
 */
export type ImageSource = { kind: 'file'; file: File; preview: string } | { kind: 'url'; url: string } | null;

interface ImagePickerProps {
  source: ImageSource;
  onChange: (source: ImageSource) => void;
  errors: { image?: string; image_url?: string };
}

/**
 * A drop zone whose 'Choose a file' button opens the real file input (so it works by keyboard and with assistive
 * technology), or an image address; and the preview of either.
 */
export function ImagePicker({ source, onChange, errors }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // A half-typed address is not worth a broken image.
  const preview =
    source?.kind === 'url' ? (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(source.url.trim()) ? source.url.trim() : null) : (source?.preview ?? null);

  const choose = (next: ImageSource) => {
    if (source?.kind === 'file') URL.revokeObjectURL(source.preview);
    onChange(next);
  };
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) choose({ kind: 'file', file, preview: URL.createObjectURL(file) });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="image-picker">
      {preview ? (
        <figure className="image-picker__preview">
          <img src={preview} alt="Preview of your Pin" />
          <Button onClick={() => choose(null)}>Change image</Button>
        </figure>
      ) : (
        <div
          className={`image-picker__zone${dragging ? ' image-picker__zone--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p id={`${id}-hint`}>Drag and drop an image here, or</p>
          <Button variant="primary" aria-describedby={`${id}-hint ${id}-note`} onClick={() => input.current?.click()}>
            Choose a file
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Image file"
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? `${id}-error ${id}-note` : `${id}-note`}
            onChange={(event) => take(event.target.files)}
          />
          {/* The rule, said before it is broken; a file that breaks it is refused in the same words (app/fieldMessages.ts). */}
          <p id={`${id}-note`} className="image-picker__note">
            JPEG, PNG, GIF or WebP.
          </p>
        </div>
      )}
      {errors.image && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {errors.image}
        </p>
      )}
      {source?.kind !== 'file' && (
        <TextField
          label="Or save from an image address"
          name="image_url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          value={source?.kind === 'url' ? source.url : ''}
          onChange={(event) => choose(event.target.value ? { kind: 'url', url: event.target.value } : null)}
          error={errors.image_url}
          hint="The address of the image itself, starting with http:// or https://, on a site anyone can reach."
        />
      )}
    </div>
  );
}
