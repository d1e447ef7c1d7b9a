import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, also when it failed before the page was hydrated: the
 * server's markup starts loading images before React listens for their `error` events, so an
 * image already done is asked directly (a broken one cannot be decoded).
 */
export function useImageFailure(): [failed: boolean, watch: (image: HTMLImageElement | null) => void, onError: () => void] {
  const [failed, setFailed] = useState(false);
  const watch = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) image.decode().catch(() => setFailed(true));
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return [failed, watch, onError];
}
