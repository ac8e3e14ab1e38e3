// Request and response schemas of the platform's own endpoints (health, OpenAPI, public uploads).
import * as z from 'zod/mini';

export const HealthData = z.object({
  server: z.literal('ok'),
  database: z.enum(['ok', 'error']),
  timestamp: z.iso.datetime(),
});
export type HealthData = z.infer<typeof HealthData>;

/** The item the scheduled health job records, so the connection badge can read the last result. */
export const HealthRecord = z.extend(HealthData, {
  checkedBy: z.enum(['job', 'request']),
  latencyMs: z.number().check(z.int(), z.nonnegative()),
});
export type HealthRecord = z.infer<typeof HealthRecord>;

export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /uploads/{key+}: a public file under uploads/ (avatars). */
export const UploadParams = z.object({ key: z.string().check(z.minLength(1), z.maxLength(1_024)) });
