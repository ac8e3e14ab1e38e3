// 'Ver completo': an interview's AI report in a large dialog, with the review beside it — the form
// while analizada, the person's decision read-only once validada — and the transcript below, every
// passage the report quotes as evidence highlighted in the candidate's answers.
import { Box, Button, CloseButton, Dialog, Grid, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { InformeIAVista } from '../../../components/informe-ia/informe-ia';
import { RevisionForm } from '../../../components/informe-ia/revision-form';
import { RevisionVista } from '../../../components/informe-ia/revision-vista';
import { evidenciaDelInforme } from '../../../components/informe-ia/formato';
import { TranscripcionVista } from '../../../components/informe-ia/transcripcion';
import { Seccion } from '../../../components/seccion';
import { type EntrevistaFila, useValidarEntrevista } from '../api/entrevistas';
import { fechaConZona } from './entrevista-card';

interface InformeCompletoDialogProps {
  entrevista: EntrevistaFila;
  empresaId?: string;
  onClose: () => void;
  onValidada?: (e: EntrevistaFila) => void;
}

function Revision({ entrevista: e, empresaId, onValidada }: Omit<InformeCompletoDialogProps, 'onClose'>) {
  const enviar = useValidarEntrevista(e.id, empresaId);
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

export function InformeCompletoDialog({ entrevista: e, empresaId, onClose, onValidada }: InformeCompletoDialogProps) {
  const informe = e.informeIA;
  const evidencia = evidenciaDelInforme(informe);
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
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Informe de {e.candidatoNombre}</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                {e.servicioNombre} · {fechaConZona(e)}
                {e.simulada ? ' · simulada' : ''}
              </Dialog.Description>
            </Dialog.Header>
            {/* A long report scrolls: the body takes the keyboard's focus to scroll it. */}
            <Dialog.Body tabIndex={0}>
              {informe ? (
                <Stack gap="6">
                  <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
                    <Seccion titulo="Informe de la IA">
                      <InformeIAVista informe={informe} nivelTitulos={4} />
                    </Seccion>
                    <Box>
                      <Revision entrevista={e} empresaId={empresaId} onValidada={onValidada} />
                    </Box>
                  </Grid>
                  <Separator />
                  <Seccion titulo="Transcripción" descripcion="Las citas que el informe usa como evidencia aparecen resaltadas.">
                    <TranscripcionVista transcripcion={e.transcripcion} evidencia={evidencia} />
                  </Seccion>
                </Stack>
              ) : (
                <Text color="fg.muted">Esta entrevista todavía no tiene informe.</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
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
