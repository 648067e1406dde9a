import { readImageInfo } from '@print/core/media/image-info';
import { printImageSizeProblem } from '@print/core/media/print-image-limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { ensureSession } from '../../lib/session/ensure-session.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { imageFileProblem } from './form-model.ts';
import { uploadPrintImage } from './product-form-api.ts';
import type { UploadedImage } from './product-form-api.ts';

export type ImageUpload = {
  /** Percent sent (0–100) while an upload runs, else null. */
  progress: number | null;
  /** Translation key of what went wrong with the last file, else null (its limits: printImageLimitParams). */
  problem: string | null;
  upload: (file: File) => Promise<void>;
  /** Stops a running upload (remove, close) and forgets the last problem. */
  cancel: () => void;
};

/** How much of a file holds its pixel size (a JPEG's frame header comes after its EXIF and profile). */
const HEADER_BYTES = 1024 * 1024;

/**
 * Too many pixels, read from the file's header: said at once rather than after sending megabytes the
 * server refuses. A header this cannot read is left to the server, which decodes the whole file.
 */
async function headerSizeProblem(file: Blob): Promise<string | null> {
  const info = readImageInfo(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  return info && printImageSizeProblem(info);
}

/**
 * One image field's upload through the GraphQL multipart call, with progress. A new file replaces a
 * running upload; leaving the form aborts it, so a late answer cannot write into a closed form.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void): ImageUpload {
  const shell = useShell();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const refused = imageFileProblem(file) ?? (await headerSizeProblem(file));
      if (refused) {
        setProblem(refused);
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProblem(null);
      setProgress(0);
      try {
        // A visitor's first upload starts their session first (a refused upload is not retried).
        await ensureSession(shell);
        const image = await uploadPrintImage(file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            if (total > 0) setProgress(Math.min(100, Math.round((loaded / total) * 100)));
          },
        });
        if (!controller.signal.aborted) uploaded.current(image);
      } catch (error) {
        if (!controller.signal.aborted)
          setProblem(userInputFailure(error)?.key ?? 'shop.formImageUploadFailed');
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [shell],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
    setProblem(null);
  }, []);

  return { progress, problem, upload, cancel };
}
