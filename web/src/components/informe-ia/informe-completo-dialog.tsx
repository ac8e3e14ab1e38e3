// 'Ver completo' (Entrevistas) and 'Ver Completo' (Informes): a report whole, in a dialog that takes
// the screen (ReadOnlyDialog's fullScreen: all but a margin from `md` up, the whole screen below) —
// the AI's report (the shared tabs, what each rubric anchor says, how it was made), the person's
// review (the form while analizada; read-only once validada, with its correction and earlier
// reviews: D80), and beside them the transcript with every passage the report quotes as evidence
// highlighted. Where the screen offers it, 'Descargar PDF' saves it.
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Entrevista } from '@shared/schemas/entrevista';
import type { ApiResponse } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import { textoFechaEntrevista } from '../../lib/format';
import { DownloadIcon, RefreshIcon } from '../icons';
import { ReadOnlyDialog } from '../read-only-dialog';
import { InformeCompletoCuerpo } from './informe-completo-cuerpo';
import type { ValidacionBody } from '@shared/schemas/informe';

/** A report's tabs scroll sideways on a narrow screen instead of widening it. */
export const PESTANAS_DESPLAZABLES = { '& [role=tablist]': { overflowX: 'auto', maxWidth: '100%' } } as const;

interface InformeCompletoDialogProps<E extends Entrevista> {
  /** The interview with its report; undefined while it loads (see `carga`). */
  entrevista: E | undefined;
  /** The candidate's name known before the interview arrives (the list's row). */
  candidatoNombre?: string;
  /** Where the dialog loads the interview itself: its failure and its retry. */
  carga?: { error: unknown; cargando: boolean; reintentar: () => void };
  /** Sends the review (PUT …/validacion) and answers the interview as saved. */
  onEnviar: (body: ValidacionBody) => Promise<ApiResponse<E>>;
  /** The review is saved: the report is validada. */
  onValidada?: (e: E) => void;
  /** 'Descargar PDF' in the footer. */
  pdf?: { descargando: boolean; onDescargar: (e?: E) => void };
  onClose: () => void;
}

export function InformeCompletoDialog<E extends Entrevista>({
  entrevista: e,
  candidatoNombre,
  carga,
  onEnviar,
  onValidada,
  pdf,
  onClose,
}: InformeCompletoDialogProps<E>) {
  const nombre = e?.candidatoNombre ?? candidatoNombre;
  // When the interview was taken and, beside it, when it was scheduled for, in its zone (D83); when
  // the report was written is in its provenance, below.
  const fecha = e && (textoFechaEntrevista(e, { programada: true }) ?? '—');

  return (
    <ReadOnlyDialog
      title={nombre ? `Informe de ${nombre}` : 'Informe'}
      description={
        e && (
          <>
            {e.servicioNombre} · {fecha}
            {e.simulada ? ' · entrevista simulada' : ''}
          </>
        )
      }
      fullScreen
      // Below lg the body scrolls (and takes the keyboard's focus to do it); from lg up each column scrolls.
      bodyProps={{ tabIndex: 0, overflowY: { base: 'auto', lg: e?.informeIA ? 'hidden' : 'auto' }, css: PESTANAS_DESPLAZABLES }}
      actions={
        pdf && (
          <Button
            variant="outline"
            onClick={() => pdf.onDescargar(e)}
            loading={pdf.descargando}
            loadingText="Generando PDF..."
            disabled={!e?.informeIA}
          >
            <DownloadIcon />
            Descargar PDF
          </Button>
        )
      }
      onClose={onClose}
    >
      {e ? (
        <InformeCompletoCuerpo entrevista={e} onEnviar={onEnviar} onValidada={onValidada} />
      ) : carga?.error ? (
        <Stack gap="3" align="start" role="alert">
          <Text color="red.fg">{mensajeDeError(carga.error, 'No se pudo cargar el informe')}</Text>
          <Button size="sm" variant="outline" onClick={carga.reintentar}>
            <RefreshIcon />
            Reintentar
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" aria-busy={carga?.cargando ?? true}>
          <Skeleton height="10" />
          <Skeleton height="40" />
          <Skeleton height="24" />
        </Stack>
      )}
    </ReadOnlyDialog>
  );
}
