import { z } from 'zod';

/**
 * Every answer of the API is wrapped in this envelope (§7: "a response with a success
 * field is used as is"). Errors carry a Portuguese message and, for invalid fields, a map
 * from field name to its messages; each message starts with the field's English name
 * (e.g. 'email: E-mail inválido') because the create-user screen maps messages by keyword (§8).
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
export type Envelope<T> = { success: true; message: string; data: T };

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Answer of calls that return nothing (deletes, logout). */
export const emptyDataSchema = z.null();
