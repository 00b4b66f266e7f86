import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { UploadMessages, UPLOAD_TIMEOUT_MS, type MediaUsage } from '@afrinest/contract';
import { getErrorMessage, isApiRequestError } from '@/lib/api-client';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { checkProcessed, CHECK_PROCESSED_POLL_MS } from '../api/check-processed';
import { listingMediaKeys } from '../api/query-keys';
import { uploadPhoto } from '../api/upload-photo';
import { refusalOf } from '../lib/check-files';
import { createLimiter } from '../lib/limiter';

/** At most this many files go up at once. */
export const PARALLEL_UPLOADS = 2;

/**
 * Where a chosen file is: `chosen` (not sent yet), `refused` (the checks said no: it can only
 * be removed), `waiting` (its turn comes), `sending`, `processing` (the server has it),
 * `ready`, `failed` (processing failed on the server) or `error` (the upload failed: retry).
 */
export type UploadPhase =
  'chosen' | 'refused' | 'waiting' | 'sending' | 'processing' | 'ready' | 'failed' | 'error';

export interface UploadEntry {
  key: string;
  file: File;
  /** An object URL for the preview; revoked when the entry goes or the popup closes. */
  previewUrl: string | null;
  phase: UploadPhase;
  /** 0..1 of the body sent. */
  progress: number;
  /** The refusal, the upload's error or the processing error. */
  message: string | null;
}

export interface UploadQueueOptions {
  propertyId: string;
  usage: Pick<MediaUsage, 'maxFileBytes'> | undefined;
  /** Sent with every file when tagging is on; null sends no coordinates. */
  position: { latitude: number; longitude: number } | null;
  timeoutMs?: number;
  pollMs?: number;
}

/** Sendable: never sent, or sent and failed. */
export const isSendable = (entry: UploadEntry) =>
  entry.phase === 'chosen' || entry.phase === 'error';

const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revoke = (entry: UploadEntry) => {
  if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
};

/** Resolves after `ms`, or at once when the popup closes. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** What a failed upload tells the agent (SPEC §8): the server's words, else ours. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.code === 'TIMEOUT') return UploadMessages.TIMEOUT;
  return getErrorMessage(error, UploadMessages.FALLBACK);
}

/**
 * The upload popup's files: checked when chosen, sent one request each, two at a time, then
 * followed until processed. Closing the popup (unmounting) stops the uploads and the polling.
 */
export function useUploadQueue({
  propertyId,
  usage,
  position,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  pollMs = CHECK_PROCESSED_POLL_MS,
}: UploadQueueOptions) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  // What the handlers read: they run after the render that showed the entries they act on.
  const entriesRef = useRef(entries);
  useEffect(() => {
    entriesRef.current = entries;
  });
  const [limiter] = useState(() => createLimiter(PARALLEL_UPLOADS));
  const closed = useRef<AbortController>(new AbortController());
  const nextKey = useRef(0);
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    // Made here, not at first render: a remount (StrictMode) must not start already aborted.
    const controller = new AbortController();
    closed.current = controller;
    return () => {
      controller.abort();
      entriesRef.current.forEach(revoke);
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  // A new photo may be the listing's new cover on the public pages too.
  const refreshList = useCallback(
    () => invalidatePublicListings(queryClient, listingMediaKeys.media(propertyId)),
    [queryClient, propertyId],
  );

  function add(files: readonly File[]) {
    const added = files.map((file): UploadEntry => {
      const refusal = usage ? refusalOf(file, usage) : null;
      nextKey.current += 1;
      return {
        key: `file-${nextKey.current}`,
        file,
        previewUrl: refusal ? null : previewOf(file),
        phase: refusal ? 'refused' : 'chosen',
        progress: 0,
        message: refusal,
      };
    });
    setEntries((list) => [...list, ...added]);
  }

  function remove(key: string) {
    const entry = entriesRef.current.find((e) => e.key === key);
    if (entry) revoke(entry);
    setEntries((list) => list.filter((e) => e.key !== key));
  }

  async function followProcessing(key: string, uploadId: string, signal: AbortSignal) {
    while (!signal.aborted) {
      await wait(pollMs, signal);
      if (signal.aborted) return;
      try {
        const answer = await checkProcessed(propertyId, uploadId);
        if (!answer.done) continue;
        const failed = answer.data.find((item) => item.status === 'FAILED');
        if (!signal.aborted)
          patch(
            key,
            failed
              ? { phase: 'failed', message: failed.error ?? UploadMessages.PROCESSING_FAILED }
              : { phase: 'ready' },
          );
        void refreshList();
        return;
      } catch (e) {
        // No answer, or a server in trouble, may pass: ask again. An answer saying no (the
        // photo or listing is gone, or no longer ours) will not; the page's list still shows
        // how the photo ends up.
        const status = isApiRequestError(e) ? e.response?.status : undefined;
        if (status !== undefined && status < 500) return;
      }
    }
  }

  /** The request itself: what holds one of the PARALLEL_UPLOADS places. */
  async function upload(entry: UploadEntry, signal: AbortSignal) {
    if (signal.aborted) return null;
    patch(entry.key, { phase: 'sending', progress: 0, message: null });
    return uploadPhoto({
      propertyId,
      file: entry.file,
      position,
      signal,
      timeoutMs,
      onProgress: (fraction) => {
        if (!signal.aborted) patch(entry.key, { progress: fraction });
      },
    });
  }

  async function send(entry: UploadEntry) {
    // A second click before the screen caught up must not send the same file twice.
    if (inFlight.current.has(entry.key)) return;
    inFlight.current.add(entry.key);
    const signal = closed.current.signal;
    patch(entry.key, { phase: 'waiting', progress: 0, message: null });
    let uploadId: string;
    try {
      const result = await limiter(() => upload(entry, signal));
      if (!result || signal.aborted) return;
      uploadId = result.uploadId;
    } catch (e) {
      inFlight.current.delete(entry.key);
      if (signal.aborted) return;
      const message = uploadErrorMessage(e);
      patch(entry.key, { phase: 'error', message });
      toast.error(`${entry.file.name}: ${message}`);
      return;
    }
    patch(entry.key, { phase: 'processing', progress: 1 });
    void refreshList();
    await followProcessing(entry.key, uploadId, signal);
  }

  /** Sends every file not sent yet (and those that failed), two at a time. */
  function sendAll() {
    for (const entry of entriesRef.current.filter(isSendable)) void send(entry);
  }

  function retry(key: string) {
    const entry = entriesRef.current.find((e) => e.key === key);
    if (!entry || entry.phase !== 'error') return;
    void send(entry);
  }

  return { entries, add, remove, sendAll, retry };
}
