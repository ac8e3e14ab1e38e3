// An interview's details (part 2 §2 "details dialog"): candidate, AI service, when (on the
// interview's clock, with its zone), duration, state, its history, until when the candidate's link
// works, the AI report once analysed ('Ver informe', with its review) and the transcript once there
// is one. Read fresh from GET /api/entrevistas/{id}; the actions are the card's (copy the link but on
// a cancelled one; start, resend the invitation, reschedule and cancel only while programada), and, while programada,
// «Añadir a mi calendario» (the event as an .ics file for whoever scheduled it, D144). The candidate's
// adjustment requests and messages (D172) sit above the report, a pending one marked.
import type { ReactNode } from 'react';
import { Box, Button, CloseButton, DataList, Dialog, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_ENTREVISTA, EstadoEntrevistaBadge } from '../../../components/estado-entrevista';
import { CalendarIcon, LinkIcon, XIcon } from '../../../components/icons';
import { evidenciaDelInforme } from '../../../components/informe-ia/formato';
import { ConAnclasDeTranscripcion, TranscripcionVista } from '../../../components/informe-ia/transcripcion';
import { formatFechaHora } from '../../../lib/format';
import { type EntrevistaFila, useEntrevista } from '../api/entrevistas';
import { BotonCalendario } from './boton-calendario';
import { BotonIniciar } from './boton-iniciar';
import { fechaConZona } from './entrevista-card';
import { InformeEnDetalle } from './informe-en-detalle';
import { ReenviarInvitacionBoton } from '../../../components/reenviar-invitacion';
import { AyudaPanel } from './ayuda-panel';
import { WhatsAppEnvios } from './whatsapp-envios';
import { DialogoAbierto } from '../../../components/dialogo-abierto';
import { cuenta } from '@shared/plural';

interface DetalleDialogProps {
  entrevista: EntrevistaFila;
  empresaId?: string;
  copiando: boolean;
  onClose: () => void;
  onCopiarEnlace: (e: EntrevistaFila) => void;
  onReprogramar: (e: EntrevistaFila) => void;
  onCancelar: (e: EntrevistaFila) => void;
  iniciando: boolean;
  onAsistida: (e: EntrevistaFila) => void;
  onSimular: (e: EntrevistaFila) => void;
  /** The invitation went again (the list reloads its count of resends). */
  onReenviada?: () => void;
  /** The AI report's review was saved (the list and counts reload). */
  onValidada?: (e: EntrevistaFila) => void;
}

const ETIQUETA_CAMBIO: Record<string, string> = { ...ETIQUETA_ESTADO_ENTREVISTA, reprogramada: 'Reprogramada' };

export function DetalleDialog(props: DetalleDialogProps) {
  const { entrevista, empresaId, copiando, onClose, onCopiarEnlace, onReprogramar, onCancelar } = props;
  const fresca = useEntrevista(entrevista.id, empresaId, entrevista);
  const e = fresca.data ?? entrevista;
  const programada = e.estado === 'programada';
  const cancelada = e.estado === 'cancelada';
  const datos: [string, ReactNode][] = [
    ['Candidato', `${e.candidatoNombre} · ${e.candidatoEmail}`],
    ['Servicio', e.servicioNombre],
    ['Fecha', fechaConZona(e)],
    ['Duración', cuenta(e.duracionEstimada, 'minuto', 'minutos')],
    ['Estado', <EstadoEntrevistaBadge key="estado" estado={e.estado} />],
    ['Programada el', formatFechaHora(e.fechaCreacion) ?? '—'],
    [
      'Enlace válido hasta',
      e.enlaceExpiraEn ? fechaConZona({ fechaProgramada: e.enlaceExpiraEn, zonaHoraria: e.zonaHoraria }) : 'Ya no funciona',
    ],
  ];
  const evidencia = evidenciaDelInforme(e.informeIA);

  return (
    <DialogoAbierto size="lg" scrollBehavior="inside" onClose={onClose}>
      <Dialog.Header flexDirection="column" alignItems="start" gap="1">
        <Dialog.Title>Entrevista de {e.candidatoNombre}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {e.servicioNombre}
          {e.simulada ? ' · simulada' : ''}
        </Dialog.Description>
      </Dialog.Header>
      {/* A long transcript scrolls: the body takes the keyboard's focus to scroll it. */}
      <Dialog.Body tabIndex={0}>
        {/* The report's flags link to the transcript's questions below them (issue 64). */}
        <ConAnclasDeTranscripcion>
          <Stack gap="6">
            <DataList.Root orientation="horizontal" size="md">
              {datos.map(([etiqueta, valor]) => (
                <DataList.Item key={etiqueta}>
                  <DataList.ItemLabel minW="36">{etiqueta}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-word">{valor}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            <Box>
              <Text fontWeight="medium" mb="2">
                Historial de estados
              </Text>
              <Stack as="ol" gap="1.5" aria-label="Historial de estados" fontSize="sm">
                {e.historial.map((h, i) => (
                  <HStack as="li" key={`${h.estado}-${h.fecha}-${i}`} justify="space-between" gap="3" listStyleType="none">
                    <Text fontWeight="medium">{ETIQUETA_CAMBIO[h.estado] ?? h.estado}</Text>
                    <Text color="fg.muted">{formatFechaHora(h.fecha) ?? h.fecha}</Text>
                  </HStack>
                ))}
              </Stack>
            </Box>
            <AyudaPanel entrevista={e} empresaId={empresaId} />
            <WhatsAppEnvios entrevistaId={e.id} empresaId={empresaId} />
            <InformeEnDetalle entrevista={e} empresaId={empresaId} onValidada={props.onValidada} />
            <Separator />
            <Box>
              <Text fontWeight="medium" mb="2">
                Transcripción
              </Text>
              <TranscripcionVista transcripcion={e.transcripcion} evidencia={evidencia} />
            </Box>
          </Stack>
        </ConAnclasDeTranscripcion>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex justify="space-between" w="full" gap="2" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            {!cancelada && (
              <Button size="sm" variant="outline" onClick={() => onCopiarEnlace(e)} loading={copiando} loadingText="Copiando...">
                <LinkIcon />
                Copiar enlace
              </Button>
            )}
            {programada && (
              <BotonIniciar
                candidato={e.candidatoNombre}
                iniciando={props.iniciando}
                onAsistida={() => props.onAsistida(e)}
                onSimular={() => props.onSimular(e)}
              />
            )}
            {programada && <BotonCalendario entrevistaId={e.id} empresaId={empresaId} />}
          </HStack>
          {programada && (
            <HStack gap="2" wrap="wrap" align="start">
              <ReenviarInvitacionBoton
                size="sm"
                entrevista={e}
                empresaId={empresaId}
                onReenviada={() => {
                  void fresca.mutate();
                  props.onReenviada?.();
                }}
              />
              <Button size="sm" variant="outline" onClick={() => onReprogramar(e)}>
                <CalendarIcon />
                Reprogramar
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancelar(e)}>
                <XIcon />
                Cancelar entrevista
              </Button>
            </HStack>
          )}
        </Flex>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Cerrar" />
      </Dialog.CloseTrigger>
    </DialogoAbierto>
  );
}
