// One interview on the Interviews screen: who, with which AI service, when (on the interview's own
// clock) and for how long, its state badge (§4 colours), and what can be done: details always; the
// link's copy but on a cancelled one (its link died with the cancel); 'Iniciar' (assisted session or
// simulation), resend the invitation, reschedule and cancel only while programada. A candidate who waits for an answer (an
// open adjustment request, an unanswered message: D172) is marked, so the list shows who to answer.
import { Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { EstadoEntrevistaBadge } from '../../../components/estado-entrevista';
import { CalendarIcon, EyeIcon, LinkIcon, XIcon } from '../../../components/icons';
import { formatFechaHora } from '../../../lib/format';
import type { EntrevistaFila } from '../api/entrevistas';
import { BotonIniciar } from './boton-iniciar';
import { ReenviarInvitacionIcono } from '../../../components/reenviar-invitacion';
import { BotonIcono } from '../../../components/boton-icono';

interface EntrevistaCardProps {
  entrevista: EntrevistaFila;
  copiando: boolean;
  onDetalles: () => void;
  onCopiarEnlace: () => void;
  onReprogramar: () => void;
  onCancelar: () => void;
  iniciando: boolean;
  onAsistida: () => void;
  onSimular: () => void;
  /** The invitation went again: the list reloads (its count of resends). */
  onReenviada: () => void;
  empresaId?: string;
}

/** '22 nov 2026, 10:00 (America/Bogota)'. */
export function fechaConZona(e: Pick<EntrevistaFila, 'fechaProgramada' | 'zonaHoraria'>): string {
  const fecha = formatFechaHora(e.fechaProgramada, e.zonaHoraria) ?? '—';
  return `${fecha} (${e.zonaHoraria.replace(/_/g, ' ')})`;
}

/** 'Solicitud de ajuste sin responder · Mensaje sin responder' (D172): what the candidate waits for. */
export function textoAyudaPendiente(p: NonNullable<EntrevistaFila['ayudaPendiente']>): string {
  const partes: string[] = [];
  if (p.ajustes === 1) partes.push('Solicitud de ajuste sin responder');
  else if (p.ajustes > 1) partes.push(`${p.ajustes} solicitudes de ajuste sin responder`);
  if (p.mensaje) partes.push('Mensaje del candidato sin responder');
  return partes.join(' · ');
}

export function EntrevistaCard(props: EntrevistaCardProps) {
  const { entrevista: e, copiando, onDetalles, onCopiarEnlace, onReprogramar, onCancelar, iniciando, onAsistida, onSimular } = props;
  const { empresaId, onReenviada } = props;
  const programada = e.estado === 'programada';
  const cancelada = e.estado === 'cancelada';
  return (
    <Card.Root variant="outline" bg="bg" data-testid="entrevista">
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontWeight="semibold" lineClamp={1}>
              {e.candidatoNombre}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {e.candidatoEmail}
            </Text>
          </Box>
          <EstadoEntrevistaBadge estado={e.estado} />
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text lineClamp={1}>{e.servicioNombre}</Text>
          <HStack gap="1.5" color="fg.muted" align="start">
            <CalendarIcon boxSize="3.5" mt="0.5" flexShrink="0" />
            <Text>
              {fechaConZona(e)} · {e.duracionEstimada} min
            </Text>
          </HStack>
          {e.simulada && (
            <Text fontSize="xs" color="fg.muted">
              Entrevista simulada
            </Text>
          )}
          {e.ayudaPendiente && (
            <Text fontSize="xs" fontWeight="medium" color="orange.fg" data-testid="ayuda-pendiente">
              {textoAyudaPendiente(e.ayudaPendiente)}: ábrela para responder
            </Text>
          )}
          {e.estado === 'completada' && e.analisis?.estado === 'fallida' && (
            <Text fontSize="xs" color="red.fg" data-testid="analisis-fallido">
              Análisis de IA fallido: ábrela para reintentarlo
            </Text>
          )}
        </Stack>
        <Flex justify="space-between" align="center" gap="2" pt="1" wrap="wrap">
          {programada ? (
            <BotonIniciar candidato={e.candidatoNombre} iniciando={iniciando} onAsistida={onAsistida} onSimular={onSimular} />
          ) : (
            <span />
          )}
          <HStack gap="1">
            <BotonIcono
              size="sm"
              variant="ghost"
              aria-label={`Ver los detalles de la entrevista de ${e.candidatoNombre}`}
              onClick={onDetalles}
            >
              <EyeIcon />
            </BotonIcono>
            {!cancelada && (
              <BotonIcono
                size="sm"
                variant="ghost"
                aria-label={`Copiar el enlace de la entrevista de ${e.candidatoNombre}`}
                onClick={onCopiarEnlace}
                loading={copiando}
              >
                <LinkIcon />
              </BotonIcono>
            )}
            {programada && (
              <>
                <ReenviarInvitacionIcono entrevista={e} empresaId={empresaId} onReenviada={onReenviada} />
                <BotonIcono
                  size="sm"
                  variant="ghost"
                  aria-label={`Reprogramar la entrevista de ${e.candidatoNombre}`}
                  onClick={onReprogramar}
                >
                  <CalendarIcon />
                </BotonIcono>
                <BotonIcono
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Cancelar la entrevista de ${e.candidatoNombre}`}
                  onClick={onCancelar}
                >
                  <XIcon />
                </BotonIcono>
              </>
            )}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
