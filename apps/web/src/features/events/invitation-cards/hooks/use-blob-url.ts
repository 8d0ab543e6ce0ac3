import { useEffect, useState } from 'react';

/**
 * A `data:` address an `<img>` can show a Blob at, or null until it is read. A data URL
 * rather than an object URL: nothing to revoke, so nothing leaks or breaks when React
 * runs an effect twice.
 */
export function useBlobUrl(blob: Blob | null | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => setRead({ blob, url: String(reader.result) });
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}
