import { z } from 'zod';
import { SIZE_UNITS } from './units';

export const sizeUnitSchema = z.enum(SIZE_UNITS, {
  error: `Units are ${SIZE_UNITS.join(', ')}.`,
});
