import { z } from 'zod';

/** Every error response: `{ message, errors? }` (architecture: "Errors are data"). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The 360 set-up calls' text for the modal (api-notes "Errors"). */
  detail: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
