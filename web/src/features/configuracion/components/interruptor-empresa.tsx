// A company switch of «Supervisión de la IA» with who moved it last and when (the AI's pause, D153;
// the integrity signals, D158): the label and what it does, the switch at the end of the row, and
// under it «<estado> desde el <fecha> (<nombre>)» once someone moved it.
import { type ReactNode, useState } from 'react';
import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/toaster';
import type { ApiResponse } from '../../../lib/api-client';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';

interface InterruptorEmpresaProps {
  etiqueta: string;
  descripcion: ReactNode;
  activo: boolean;
  deshabilitado: boolean;
  onCambiar: (activo: boolean) => void;
  colorPalette?: string;
  /** What the last change left, and who and when (nothing before anyone moved it). */
  estado: string;
  autoria: { fecha: string | null; por: { nombre: string } | null } | undefined;
}

export function InterruptorEmpresa(p: InterruptorEmpresaProps) {
  return (
    <Stack gap="2">
      <Switch.Root
        colorPalette={p.colorPalette}
        checked={p.activo}
        disabled={p.deshabilitado}
        onCheckedChange={(d) => p.onCambiar(d.checked)}
        display="flex"
        justifyContent="space-between"
        gap="4"
        width="full"
      >
        <Switch.HiddenInput />
        <Box flex="1">
          <Switch.Label fontWeight="medium">{p.etiqueta}</Switch.Label>
          <Text fontSize="sm" color="fg.muted">
            {p.descripcion}
          </Text>
        </Box>
        <Switch.Control />
      </Switch.Root>
      {p.autoria?.fecha && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {p.estado} desde el {formatFechaHora(p.autoria.fecha)}
          {p.autoria.por ? ` (${p.autoria.por.nombre})` : ''}.
        </Text>
      )}
    </Stack>
  );
}

/**
 * A switch's save: the PUT (`enviar`), the answer put in the read's cache (`guardar`), the server's
 * message or `exito` in a toast, `error` when it fails; `guardando` while it runs.
 */
export function useCambioDeInterruptor<T>(guardar: (data: T) => Promise<unknown>, error: string) {
  const [guardando, setGuardando] = useState(false);
  const cambiar = async (enviar: () => Promise<ApiResponse<T>>, exito: string) => {
    setGuardando(true);
    try {
      const r = await enviar();
      await guardar(r.data);
      toaster.create({ type: 'success', title: r.message || exito });
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, error) });
    } finally {
      setGuardando(false);
    }
  };
  return { guardando, cambiar };
}
