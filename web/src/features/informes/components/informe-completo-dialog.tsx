// 'Ver Completo': a report whole, in a large dialog — the AI's report (the shared tabs and how it
// was made), the person's review (the review form while analizada, the same the Interviews screen
// shows; read-only once validada), and the transcript with every passage the report quotes as
// evidence highlighted. 'Descargar PDF' saves it.
import { Box, Button, CloseButton, Dialog, Grid, Portal, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Entrevista } from '@shared/schemas/entrevista';
import { DownloadIcon, RefreshIcon } from '../../../components/icons';
import { evidenciaDelInforme } from '../../../components/informe-ia/formato';
import { InformeIAVista } from '../../../components/informe-ia/informe-ia';
import { RevisionForm } from '../../../components/informe-ia/revision-form';
import { RevisionVista } from '../../../components/informe-ia/revision-vista';
import { TranscripcionVista } from '../../../components/informe-ia/transcripcion';
import { Seccion } from '../../../components/seccion';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { useEntrevistaDeInforme, useValidarInforme } from '../api/informes';
import { PESTANAS_DESPLAZABLES } from './informe-card';

interface RevisionProps {
  entrevista: Entrevista;
  empresaId: string | undefined;
  onValidada?: (e: Entrevista) => void;
}

function Revision({ entrevista: e, empresaId, onValidada }: RevisionProps) {
  const enviar = useValidarInforme(e.id, empresaId);
  if (e.estado === 'validada' && e.validacion) {
    return (
      <Seccion titulo="Revisión" descripcion="La decisión de una persona; el informe de la IA se conserva tal como se generó.">
        <RevisionVista validacion={e.validacion} />
      </Seccion>
    );
  }
  if (e.estado === 'analizada') {
    return (
      <Seccion titulo="Revisión" descripcion="Lee el informe y las citas en la transcripción, y registra tu decisión.">
        <RevisionForm entrevista={e} onEnviar={enviar} onValidada={onValidada} />
      </Seccion>
    );
  }
  return null;
}

function Contenido(props: RevisionProps) {
  const e = props.entrevista;
  const informe = e.informeIA;
  if (!informe) return <Text color="fg.muted">Esta entrevista todavía no tiene informe.</Text>;
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Seccion titulo="Informe de la IA">
          <InformeIAVista informe={informe} nivelTitulos={4} />
        </Seccion>
        <Box minW="0">
          <Revision {...props} />
        </Box>
      </Grid>
      <Separator />
      <Seccion titulo="Transcripción" descripcion="Las citas que el informe usa como evidencia aparecen resaltadas.">
        <TranscripcionVista transcripcion={e.transcripcion} evidencia={evidenciaDelInforme(informe)} />
      </Seccion>
    </Stack>
  );
}

interface InformeCompletoDialogProps {
  id: string;
  /** The candidate's name from the list, while the interview loads. */
  candidatoNombre?: string;
  empresaId: string | undefined;
  descargando: boolean;
  onDescargar: (entrevista?: Entrevista) => void;
  onClose: () => void;
  /** The review is saved: the report is validada (the list and the cards reload). */
  onValidada?: (e: Entrevista) => void;
}

export function InformeCompletoDialog({
  id,
  candidatoNombre,
  empresaId,
  descargando,
  onDescargar,
  onClose,
  onValidada,
}: InformeCompletoDialogProps) {
  const { data: e, error, isLoading, mutate } = useEntrevistaDeInforme(id, empresaId);
  const nombre = e?.candidatoNombre ?? candidatoNombre;
  const fecha = e && (formatFechaHora(e.informeIA?.procedencia.generadoEn ?? e.fechaProgramada) ?? '—');

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      // Only Cerrar, the close icon or Escape close it: a stray click or focus outside must not throw away a long read or a half-written review.
      closeOnInteractOutside={false}
      placement="center"
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '2', md: 'auto' }}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" ps={{ base: '4', md: '6' }} pe="12">
              <Dialog.Title wordBreak="break-word">{nombre ? `Informe de ${nombre}` : 'Informe'}</Dialog.Title>
              {e && (
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {e.servicioNombre} · {fecha}
                  {e.simulada ? ' · entrevista simulada' : ''}
                </Dialog.Description>
              )}
            </Dialog.Header>
            {/* A long report scrolls: the body takes the keyboard's focus to scroll it. */}
            <Dialog.Body tabIndex={0} px={{ base: '4', md: '6' }} css={PESTANAS_DESPLAZABLES}>
              {e ? (
                <Contenido entrevista={e} empresaId={empresaId} onValidada={onValidada} />
              ) : error ? (
                <Stack gap="3" align="start" role="alert">
                  <Text color="red.fg">{mensajeDeError(error, 'No se pudo cargar el informe')}</Text>
                  <Button size="sm" variant="outline" onClick={() => void mutate()}>
                    <RefreshIcon />
                    Reintentar
                  </Button>
                </Stack>
              ) : (
                <Stack gap="3" aria-busy={isLoading}>
                  <Skeleton height="10" />
                  <Skeleton height="40" />
                  <Skeleton height="24" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" px={{ base: '4', md: '6' }}>
              <Button
                variant="outline"
                onClick={() => onDescargar(e)}
                loading={descargando}
                loadingText="Generando PDF..."
                disabled={!e?.informeIA}
              >
                <DownloadIcon />
                Descargar PDF
              </Button>
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
