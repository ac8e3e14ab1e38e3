// The Powertools logger, created once per container. Every request appends its request id and
// tenant id (httpHandler), so each log line says whose data it was about.
import { Logger } from '@aws-lambda-powertools/logger';
import { LOG_TRUNCATE_CHARS } from '../../shared/constants.js';

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'talentia',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});

/** Long text fields are cut in logs only (spec part 1 §9). */
export function truncateForLog(text: string): string {
  return text.length > LOG_TRUNCATE_CHARS ? `${text.slice(0, LOG_TRUNCATE_CHARS)}…` : text;
}
