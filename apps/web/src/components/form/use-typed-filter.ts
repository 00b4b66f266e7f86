import { useEffect, useRef, useState } from 'react';

/** A pause this long after typing sends the filter; each key press would be a request. */
export const TYPING_DELAY_MS = 300;

/**
 * A filter's text box that reports its (trimmed) value once typing pauses. It follows `value`
 * when the address bar changes it (Back, a link), but keeps what is being typed when it only
 * differs by the spaces the filter leaves out.
 */
export function useTypedFilter(value: string | undefined, report: (v: string | undefined) => void) {
  const [text, setText] = useState(value ?? '');
  // The latest callback, without restarting the pause on every render.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (text.trim() !== (value ?? '')) setText(value ?? '');
  }
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => reportRef.current(text.trim() || undefined), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText] as const;
}
