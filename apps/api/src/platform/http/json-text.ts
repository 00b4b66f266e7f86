/**
 * An answer already written as JSON text (ADR 0032), of the shape `T` its route's schema says:
 * sent as it is, not serialised again. Where answers are checked against their schema (tests,
 * development) it is parsed and checked like any other answer.
 */
export class JsonText<T = unknown> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}
