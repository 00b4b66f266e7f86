import { expect, it } from 'vitest';

interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/**
 * One test per answer: a reader written by hand (to keep zod out of a page's first seconds,
 * ADR 0018) gives what the contract's schema gives — the parsed value, or null where the schema
 * refuses the answer.
 */
export function itAgreesWithSchema(
  name: string,
  read: (answer: unknown) => unknown,
  schema: SafeParser,
  answers: unknown[],
): void {
  it.each(answers.map((answer, i) => [i, answer]))(
    `agrees with ${name} on answer %i`,
    (_i, answer) => {
      const parsed = schema.safeParse(answer);
      expect(read(answer)).toEqual(parsed.success ? parsed.data : null);
    },
  );
}
