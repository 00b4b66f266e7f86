import { useId, useState, type KeyboardEvent } from 'react';
import { phoneSchema, WHATSAPP_NUMBERS_MAX } from '@afrinest/contract';
import { PHONE_HINT } from '@/components/form';
import { Button, cn, focusRing } from '@/components/ui';

export interface NumbersFieldProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}

const inputClass =
  'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 sm:text-sm';

/**
 * The agency's WhatsApp numbers, first one first (agency enquiries go to it). Each number is
 * checked with the contract's phone rule when added (its message too) and kept as E.164.
 */
export function NumbersField({ value, onChange, error }: NumbersFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= WHATSAPP_NUMBERS_MAX;
  const add = () => {
    const parsed = phoneSchema.safeParse(text);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    if (value.includes(parsed.data)) return setProblem('Each number once.');
    onChange([...value, parsed.data]);
    setText('');
    setProblem(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // Enter adds the number; it does not save the whole form.
      add();
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">WhatsApp numbers</legend>
      {value.length > 0 ? (
        <ol className="flex flex-col gap-1" aria-label="The agency's WhatsApp numbers">
          {value.map((n, i) => (
            <li
              key={n}
              className="flex items-center justify-between gap-2 rounded-md bg-gray-50 px-3 py-1 text-sm text-gray-900"
            >
              <span>
                {n}
                {i === 0 && <span className="ml-2 text-gray-600">(enquiries go here first)</span>}
              </span>
              <button
                type="button"
                aria-label={`Remove ${n}`}
                onClick={() => onChange(value.filter((v) => v !== n))}
                className={cn('min-h-9 rounded-md px-2 text-red-700 hover:bg-red-50', focusRing)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-gray-700">
          No agency number: enquiries open a chat with the agent the routing picks.
        </p>
      )}
      {!full && (
        <>
          <label htmlFor={id} className="text-sm font-medium text-gray-900">
            Add a number
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              type="tel"
              value={text}
              inputMode="tel"
              placeholder="0772 123456"
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
              className={inputClass}
            />
            <Button variant="secondary" onClick={add}>
              Add
            </Button>
          </div>
          <p id={`${id}-hint`} className="text-xs text-gray-600">
            {PHONE_HINT}
          </p>
        </>
      )}
      {(problem ?? error) && <p className="text-sm text-red-700">{problem ?? error}</p>}
    </fieldset>
  );
}
