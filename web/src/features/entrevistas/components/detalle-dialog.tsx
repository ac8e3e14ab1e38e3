// An interview's details (part 2 §2 "details dialog"): candidate, AI service, when (on the
// interview's clock, with its zone), duration, state, its history, until when the candidate's link
// works, and the transcript once there is one. Read fresh from GET /api/entrevistas/{id}; the
// actions are the card's (copy the link; start, reschedule and cancel only while programada).
import type { ReactNode } from 'react';
import { Box, Button, CloseButton, DataList, Dialog, Flex, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_ENTREVISTA, EstadoEntrevistaBadge } from '../../../components/estado-entrevista';
import { CalendarIcon, LinkIcon, XIcon } from '../../../components/icons';
import { formatFechaHora } from '../../../lib/format';
import { type EntrevistaFila, useEntrevista } from '../api/entrevistas';
import { BotonIniciar } from './boton-iniciar';
import { fechaConZona } from './entrevista-card';

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
}

const ETIQUETA_CAMBIO: Record<string, string> = { ...ETIQUETA_ESTADO_ENTREVISTA, reprogramada: 'Reprogramada' };

interface Entrada {
  fase?: string;
  pregunta?: string;
  respuesta?: string;
  origen?: string;
  /** The AI's follow-up (D67), its answer and which model wrote it. */
  repregunta?: { pregunta?: string; respuesta?: string; modelo?: string };
}

/** A transcript entry's text fields, whatever the run writes (question, phase, answer, follow-up). */
function entrada(x: unknown): Entrada {
  if (!x || typeof x !== 'object') return { respuesta: String(x ?? '') };
  const o = x as Record<string, unknown>;
  const texto = (k: string, de: Record<string, unknown> = o) => (typeof de[k] === 'string' ? (de[k] as string) : undefined);
  const r = o.repregunta && typeof o.repregunta === 'object' ? (o.repregunta as Record<string, unknown>) : undefined;
  return {
    fase: texto('fase'),
    pregunta: texto('pregunta'),
    respuesta: texto('respuesta') ?? texto('texto'),
    origen: texto('origen'),
    repregunta: r && { pregunta: texto('pregunta', r), respuesta: texto('respuesta', r), modelo: texto('modelo', r) },
  };
}

export function DetalleDialog(props: DetalleDialogProps) {
  const { entrevista, empresaId, copiando, onClose, onCopiarEnlace, onReprogramar, onCancelar } = props;
  const fresca = useEntrevista(entrevista.id, empresaId, entrevista);
  const e = fresca.data ?? entrevista;
  const programada = e.estado === 'programada';
  const datos: [string, ReactNode][] = [
    ['Candidato', `${e.candidatoNombre} · ${e.candidatoEmail}`],
    ['Servicio', e.servicioNombre],
    ['Fecha', fechaConZona(e)],
    ['Duración', `${e.duracionEstimada} minutos`],
    ['Estado', <EstadoEntrevistaBadge key="estado" estado={e.estado} />],
    ['Programada el', formatFechaHora(e.fechaCreacion) ?? '—'],
    [
      'Enlace válido hasta',
      e.enlaceExpiraEn ? fechaConZona({ fechaProgramada: e.enlaceExpiraEn, zonaHoraria: e.zonaHoraria }) : 'Ya no funciona',
    ],
  ];
  const transcripcion = (e.transcripcion ?? []).map(entrada);

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Entrevista de {e.candidatoNombre}</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                {e.servicioNombre}
                {e.simulada ? ' · simulada' : ''}
              </Dialog.Description>
            </Dialog.Header>
            {/* A long transcript scrolls: the body takes the keyboard's focus to scroll it. */}
            <Dialog.Body tabIndex={0}>
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
                <Separator />
                <Box>
                  <Text fontWeight="medium" mb="2">
                    Transcripción
                  </Text>
                  {transcripcion.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      Sin transcripción todavía
                    </Text>
                  ) : (
                    <Stack as="ol" gap="3" aria-label="Transcripción" fontSize="sm">
                      {transcripcion.map((t, i) => (
                        <Box as="li" key={i} listStyleType="none">
                          {t.fase && (
                            <Text fontSize="xs" color="fg.muted">
                              {t.fase}
                            </Text>
                          )}
                          {t.pregunta && <Text fontWeight="medium">{t.pregunta}</Text>}
                          <Text whiteSpace="pre-wrap">{t.respuesta || '—'}</Text>
                          {t.origen === 'voz' && (
                            <Text fontSize="xs" color="fg.muted">
                              Respondida por voz (transcrita)
                            </Text>
                          )}
                          {t.repregunta?.pregunta && (
                            <Box mt="2" ps="3" borderStartWidth="2px" borderColor="border.emphasized">
                              <Text fontSize="xs" color="fg.muted">
                                Pregunta de seguimiento generada por IA{t.repregunta.modelo ? ` (${t.repregunta.modelo})` : ''}
                              </Text>
                              <Text fontWeight="medium">{t.repregunta.pregunta}</Text>
                              <Text whiteSpace="pre-wrap">{t.repregunta.respuesta || '—'}</Text>
                            </Box>
                          )}
                        </Box>
                      ))}
                    </Stack>
                  )}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex justify="space-between" w="full" gap="2" wrap="wrap">
                <HStack gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => onCopiarEnlace(e)} loading={copiando} loadingText="Copiando...">
                    <LinkIcon />
                    Copiar enlace
                  </Button>
                  {programada && (
                    <BotonIniciar
                      candidato={e.candidatoNombre}
                      iniciando={props.iniciando}
                      onAsistida={() => props.onAsistida(e)}
                      onSimular={() => props.onSimular(e)}
                    />
                  )}
                </HStack>
                {programada && (
                  <HStack gap="2" wrap="wrap">
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
