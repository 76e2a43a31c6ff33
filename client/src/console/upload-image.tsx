import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from './panel.tsx';
import { qaUpload, uploadIdOf } from './qa-client.ts';

/** A reviewer's view of an uploaded image: a button first (queues can be long), the image on demand. */
export function UploadImage({ url, label }: { url: string | null | undefined; label: string }) {
  const id = uploadIdOf(url);
  const [open, setOpen] = useState(false);
  if (!id) return null;
  return open ? (
    <LoadedImage id={id} label={label} />
  ) : (
    <button type="button" className="qa-link" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}

function LoadedImage({ id, label }: { id: string; label: string }) {
  const file = useQuery({ queryKey: ['qa-upload', id], queryFn: () => qaUpload(id), staleTime: Infinity });
  const src = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src);
  }, [src]);
  if (file.isPending) return <span className="qa-muted">Loading {label}…</span>;
  if (file.error) return <span className="qa-error">{errorText(file.error)}</span>;
  return (
    <a href={src ?? undefined} target="_blank" rel="noreferrer">
      <img src={src ?? undefined} alt={label} className="qa-thumb" />
    </a>
  );
}
