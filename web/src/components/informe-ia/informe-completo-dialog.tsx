// 'Ver completo' (Entrevistas) and 'Ver Completo' (Informes): a report whole, in a dialog that takes
// the screen (full-size from `md` up, the whole screen below) — the AI's report (the shared tabs,
// what each rubric anchor says, how it was made), the person's review (the form while analizada;
// read-only once validada, with its correction and earlier reviews: D80), and beside them the
// transcript with every passage the report quotes as evidence highlighted. Where the screen offers
// it, 'Descargar PDF' saves it.
import { Button, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Entrevista } from '@shared/schemas/entrevista';
import type { ApiResponse } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import { textoFechaEntrevista } from '../../lib/format';
import { DownloadIcon, RefreshIcon } from '../icons';
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
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      // Only Cerrar, the close icon or Escape close it: a stray click or focus outside must not throw away a long read or a half-written review.
      closeOnInteractOutside={false}
      placement="center"
      // The whole screen on a phone; from md up, all of it but a margin (not a 900 px box).
      size={{ mdDown: 'full', md: 'cover' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A cover dialog takes the whole positioner (less its padding), not the inside-scroll's shorter cap. */}
          <Dialog.Content maxH={{ md: 'full' }}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" ps={{ base: '4', md: '6' }} pe="12">
              <Dialog.Title wordBreak="break-word">{nombre ? `Informe de ${nombre}` : 'Informe'}</Dialog.Title>
              {e && (
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {e.servicioNombre} · {fecha}
                  {e.simulada ? ' · entrevista simulada' : ''}
                </Dialog.Description>
              )}
            </Dialog.Header>
            {/* Below lg the body scrolls (and takes the keyboard's focus to do it); from lg up each column scrolls. */}
            <Dialog.Body
              tabIndex={0}
              px={{ base: '4', md: '6' }}
              minH="0"
              overflowY={{ base: 'auto', lg: e?.informeIA ? 'hidden' : 'auto' }}
              css={PESTANAS_DESPLAZABLES}
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
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" px={{ base: '4', md: '6' }}>
              {pdf && (
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
              )}
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
