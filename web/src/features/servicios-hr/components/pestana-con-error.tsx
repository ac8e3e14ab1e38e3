// What the two design editors share (the platform's service dialog and a company template's, D164):
// a tab trigger marked when a field on it has an error, and the server's field errors put on their
// fields and tabs.
import type { UseFormSetError } from 'react-hook-form';
import { Box, Tabs } from '@chakra-ui/react';
import { ApiError } from '../../../lib/api-client';
import { ponerError } from '../../../lib/form-errors';
import { campoDe, type Pestana, type Valores } from '../servicio-form';

export function PestanaConError({ value, etiqueta, conError }: { value: Pestana; etiqueta: string; conError: boolean }) {
  return (
    <Tabs.Trigger value={value}>
      {etiqueta}
      {conError && (
        <Box as="span" color="red.fg" aria-label="con errores">
          •
        </Box>
      )}
    </Tabs.Trigger>
  );
}

/** The server's 400 details on their fields; answers them as an errors object (to open the first tab with one). */
export function erroresDelServidor(e: unknown, setError: UseFormSetError<Valores>): Record<string, unknown> {
  const details = e instanceof ApiError ? (e.body as { details?: { campo?: unknown; msg?: unknown }[] } | null)?.details : undefined;
  const delServidor: Record<string, unknown> = {};
  for (const d of Array.isArray(details) ? details : []) {
    if (typeof d.campo !== 'string' || typeof d.msg !== 'string') continue;
    const campo = campoDe(d.campo.split('.'));
    setError(campo as never, { type: 'server', message: d.msg });
    ponerError(delServidor, campo, d.msg);
  }
  return delServidor;
}
