import { z } from 'zod';

/** Newsroom language codes use the underscore form: `en`, `pt_BR`, `zh_Hant_TW`. */
export const CultureCodeSchema = z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Za-z0-9]{2,4}){0,2}$/, 'Expected a locale code like en or pt_BR');

export const CultureSchema = z.object({
    code: CultureCodeSchema,
    locale: CultureCodeSchema.optional(),
    name: z.string().min(1),
    native_name: z.string().min(1),
    language_code: z.string().regex(/^[a-z]{2,3}$/),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
});
