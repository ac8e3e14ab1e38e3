// The Powertools logger, created once per container. Every request appends its request id and
// tenant id (httpHandler), so each log line says whose data it was about.
//
// Long values are cut here, once, for every line (spec part 1 §9; D79): the logger's
// JSON serialisation passes each string it writes — the message, each attribute at any depth, an
// error's message — through `truncateForLog`, so no caller can forget to (an answer, a provider's
// error body, a transcript never reaches the logs whole). A stack keeps its frames: only the error's
// message at its head is cut.
import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { LOG_TRUNCATE_CHARS } from '../../shared/constants.js';

/** Long text fields are cut in logs only (spec part 1 §9). */
export function truncateForLog(text: string): string {
  return text.length > LOG_TRUNCATE_CHARS ? `${text.slice(0, LOG_TRUNCATE_CHARS)}…` : text;
}

/** A stack's lines, each cut like any value (its frames are short: in practice only a long message line is cut). */
function cortarLineas(stack: string): string {
  return stack
    .split('\n')
    .map((linea) => truncateForLog(linea))
    .join('\n');
}

/** The logger's JSON replacer: every string value of a log line, at any depth, cut to the limit. */
export function cortarValorLargo(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return key === 'stack' ? cortarLineas(value) : truncateForLog(value);
}

/**
 * Powertools' own line (its PowertoolsLogFormatter, which the package does not export), with an
 * error's stack headed by its cut message: a message of many lines would otherwise stay whole there.
 */
class FormatoCortado extends LogFormatter {
  formatAttributes(a: UnformattedAttributes, adicionales: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: a.logLevel,
        message: a.message,
        timestamp: this.formatTimestamp(a.timestamp),
        service: a.serviceName,
        cold_start: a.lambdaContext?.coldStart,
        function_arn: a.lambdaContext?.invokedFunctionArn,
        function_memory_size: a.lambdaContext?.memoryLimitInMB,
        function_name: a.lambdaContext?.functionName,
        function_request_id: a.lambdaContext?.awsRequestId,
        sampling_rate: a.sampleRateValue,
        xray_trace_id: a.xRayTraceId,
      },
    }).addAttributes(adicionales);
  }

  override formatError(error: Error): LogAttributes {
    const formateado = super.formatError(error);
    const cabeza = error.message ? `${error.name}: ${error.message}` : error.name;
    if (typeof formateado.stack === 'string' && formateado.stack.startsWith(cabeza))
      formateado.stack = `${truncateForLog(cabeza)}${formateado.stack.slice(cabeza.length)}`;
    return formateado;
  }
}

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'talentia',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
  logFormatter: new FormatoCortado(),
  jsonReplacerFn: cortarValorLargo,
});
