import { readImageInfo } from '@print/core/media/image-info';
import {
  MAX_PRINT_IMAGE_BYTES,
  PRINT_IMAGE_TYPES,
  printImageSizeProblem,
} from '@print/core/media/print-image-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userInputFailure } from '../../../lib/api/user-input-error.ts';
import { productMediaKey, uploadProductImage, type Gallery } from './product-media-api.ts';

/** One file of the upload queue as the modal lists it. */
export type UploadEntry = {
  id: number;
  name: string;
  /** 0–100 while sending; null while waiting for its turn. */
  percent: number | null;
  /** Translation key of why the file was refused, else null. */
  problem: string | null;
};

/** Where an upload goes: a new picture at the gallery's end, or a picture's alternative for a language. */
export type UploadTarget = { url: string; language: string } | null;

const HEADER_BYTES = 1024 * 1024;

/** Refused before sending: the wrong type, too large, too many pixels (read from the header). */
async function fileProblem(file: File): Promise<string | null> {
  if (!(PRINT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'shop.uploadWrongType';
  if (file.size > MAX_PRINT_IMAGE_BYTES) return 'shop.uploadTooLarge';
  const info = readImageInfo(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  return info && printImageSizeProblem(info);
}

let nextId = 0;

/**
 * The media editor's uploads: several files at once, sent one after the other, each with its progress
 * bar (the request body's progress). Each answer is the stored gallery, which replaces the cached one.
 * A refused file stays listed with its reason until the next upload or dismiss.
 */
export function useMediaUploads(productId: string, onFailed: () => void) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: number, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const upload = useCallback(
    async (files: readonly File[], target: UploadTarget = null) => {
      const queued = files.map((file) => ({
        file,
        entry: { id: ++nextId, name: file.name, percent: null, problem: null },
      }));
      setEntries((current) => [
        ...current.filter((entry) => entry.problem === null),
        ...queued.map((q) => q.entry),
      ]);
      controller.current ??= new AbortController();
      const { signal } = controller.current;
      for (const { file, entry } of queued) {
        if (signal.aborted) return;
        const refused = await fileProblem(file);
        if (refused) {
          update(entry.id, { problem: refused });
          onFailed();
          continue;
        }
        update(entry.id, { percent: 0 });
        try {
          const gallery: Gallery = await uploadProductImage(productId, file, target, {
            signal,
            onProgress: ({ loaded, total }) => {
              if (total > 0) update(entry.id, { percent: Math.min(100, Math.round((loaded / total) * 100)) });
            },
          });
          queryClient.setQueryData(productMediaKey(productId), gallery);
          setEntries((current) => current.filter((item) => item.id !== entry.id));
        } catch (error) {
          if (signal.aborted) return;
          update(entry.id, {
            percent: null,
            problem: userInputFailure(error)?.key ?? 'admin.errorUploadingImage',
          });
          onFailed();
        }
      }
    },
    [productId, queryClient, onFailed],
  );

  const dismiss = useCallback(
    (id: number) => setEntries((current) => current.filter((entry) => entry.id !== id)),
    [],
  );

  return { entries, upload, dismiss };
}
