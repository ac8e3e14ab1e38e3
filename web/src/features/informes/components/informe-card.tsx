// One report on the Informes screen: the candidate, the AI service, the area and when the interview
// was taken; the interview's state (analizada or validada), the average score out of 10 (the
// report's, or once reviewed the review's with the report's beside it, each labelled whose it is),
// 'Recomendado' when it is, how many answers the integrity checks flagged (when any), the reviewer's
// decision once validada and who wrote the report (a model or the built-in analyzer). 'Ver resumen' unfolds the report itself (its interview, read on the first unfold) with
// the shared tabs Resumen, Competencias and Recomendaciones; 'Ver Completo' opens it whole;
// 'Descargar PDF' saves it.
import { useId, useState } from 'react';
import { Badge, Box, Button, Card, Flex, HStack, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DECISION_ETIQUETA, ETIQUETA_PUNTUACION, PUNTUACION_MAXIMA } from '@shared/schemas/informe';
import { EstadoEntrevistaBadge } from '../../../components/estado-entrevista';
import {
  CalendarIcon,
  CheckCircleIcon,
  CpuIcon,
  DownloadIcon,
  EyeIcon,
  FileTextIcon,
  InfoIcon,
  RefreshIcon,
} from '../../../components/icons';
import { InformeIAVista } from '../../../components/informe-ia/informe-ia';
import { formatNumero } from '../../../components/informe-ia/formato';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFecha, textoFechaEntrevista } from '../../../lib/format';
import { type InformeFila, useEntrevistaDeInforme } from '../api/informes';
import { PESTANAS_DESPLAZABLES } from '../../../components/informe-ia/informe-completo-dialog';

/** '7,4/10', or null without an evaluated competency. */
export function puntuacionSobreDiez(p: number | null): string | null {
  return p === null ? null : `${formatNumero(p)}/${PUNTUACION_MAXIMA}`;
}

/** «1 respuesta con señales», «3 respuestas con señales»: the answers the integrity checks flagged. */
export function textoSenales(n: number): string {
  return n === 1 ? '1 respuesta con señales' : `${n} respuestas con señales`;
}

/** 'IA: gpt-4o-mini' or 'Analizador integrado'. */
export function metodoInforme(i: Pick<InformeFila, 'metodo' | 'modelo'>): string {
  return i.metodo === 'proveedor' ? `IA: ${i.modelo}` : 'Analizador integrado';
}

/**
 * The card's date: when the interview was taken, in its zone (D83) — «Realizada el 23 nov 2026»;
 * a list item written before it kept that says what its date is: «Informe del 25 nov 2026».
 */
export function fechaDeInforme(i: Pick<InformeFila, 'fecha' | 'fechaRealizacion' | 'zonaHoraria' | 'estado'>): string {
  const realizada = i.fechaRealizacion && textoFechaEntrevista(i, { hora: false });
  if (realizada) return realizada;
  const informe = formatFecha(i.fecha);
  return informe ? `Informe del ${informe}` : '—';
}

/** The report under the card, read when it first unfolds. */
function InformeDesplegado({ id, empresaId }: { id: string; empresaId: string | undefined }) {
  const { data, error, isLoading, mutate } = useEntrevistaDeInforme(id, empresaId);
  if (data?.informeIA)
    return <InformeIAVista informe={data.informeIA} nivelTitulos={3} rubrica={data.rubrica} transcripcion={data.transcripcion} />;
  if (error && !data) {
    return (
      <Stack gap="2" align="start" role="alert">
        <Text fontSize="sm" color="red.fg">
          {mensajeDeError(error, 'No se pudo cargar el informe')}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>
          <RefreshIcon />
          Reintentar
        </Button>
      </Stack>
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton height="8" />
        <Skeleton height="24" />
      </Stack>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted">
      El informe de esta entrevista no está disponible.
    </Text>
  );
}

interface InformeCardProps {
  informe: InformeFila;
  /** The area's name; null when the candidate has none; undefined while unknown. */
  areaNombre: string | null | undefined;
  empresaId: string | undefined;
  descargando: boolean;
  onDescargar: () => void;
  onVerCompleto: () => void;
}

export function InformeCard({ informe: i, areaNombre, empresaId, descargando, onDescargar, onVerCompleto }: InformeCardProps) {
  const [abierto, setAbierto] = useState(false);
  const idNombre = useId();
  const idInforme = useId();
  // Once reviewed, the list item's score is the review's (the reviewer's adjusted scores where set):
  // labelled so, with the report's own beside it — what the Informes and Analytics figures average.
  const revisada = i.estado === 'validada';
  const puntuacion = puntuacionSobreDiez(i.puntuacionMedia);
  const detalles = [i.servicioNombre, areaNombre === null ? 'Sin área' : areaNombre].filter(Boolean).join(' · ');

  return (
    <Card.Root as="article" variant="outline" bg="bg" aria-labelledby={idNombre} data-testid="informe">
      <Card.Body gap="3" p={{ base: '3', sm: '4', md: '5' }}>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box minW="0" flex="1 1 16rem">
            <Heading as="h2" size="md" id={idNombre} wordBreak="break-word">
              {i.candidatoNombre}
            </Heading>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {detalles}
            </Text>
            <Flex columnGap="3" rowGap="1" wrap="wrap" fontSize="sm" color="fg.muted" mt="1">
              <HStack gap="1.5">
                <CalendarIcon boxSize="3.5" flexShrink="0" aria-hidden />
                <Text>{fechaDeInforme(i)}</Text>
              </HStack>
              <HStack gap="1.5" minW="0">
                <CpuIcon boxSize="3.5" flexShrink="0" aria-hidden />
                <Text wordBreak="break-word">{metodoInforme(i)}</Text>
              </HStack>
            </Flex>
          </Box>
          <Stack gap="1" align={{ base: 'start', sm: 'end' }} flexShrink="0">
            <Text fontSize="xs" color="fg.muted">
              {revisada ? ETIQUETA_PUNTUACION.revision : ETIQUETA_PUNTUACION.informe(i.metodo)}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="puntuacion">
              {puntuacion ?? 'Sin puntuación'}
            </Text>
            {revisada && i.puntuacionIA !== undefined && (
              <Text fontSize="xs" color="fg.muted" data-testid="puntuacion-ia">
                {`${ETIQUETA_PUNTUACION.informe(i.metodo)}: ${puntuacionSobreDiez(i.puntuacionIA) ?? 'sin puntuación'}`}
              </Text>
            )}
          </Stack>
        </Flex>

        <Flex gap="2" wrap="wrap" align="center">
          <EstadoEntrevistaBadge estado={i.estado} />
          {i.recomendado && (
            <Badge variant="subtle" colorPalette="green" size="md">
              <CheckCircleIcon boxSize="3.5" aria-hidden />
              Recomendado
            </Badge>
          )}
          {/* A fact for the reviewer in neutral words and a neutral colour (DESIGN §12: a flag never
              decides; orange is already «Analizada» beside it); a list item written before the count
              has no `respuestasMarcadas` and says nothing. */}
          {i.respuestasMarcadas !== undefined && i.respuestasMarcadas > 0 && (
            <Badge variant="subtle" colorPalette="gray" size="md" data-testid="senales">
              <InfoIcon boxSize="3.5" aria-hidden />
              <VisuallyHidden>Señales de integridad: </VisuallyHidden>
              {textoSenales(i.respuestasMarcadas)}
            </Badge>
          )}
          {i.estado === 'validada' && i.decision && (
            <Text fontSize="sm" color="fg" fontWeight="medium">
              {`Decisión del revisor: ${DECISION_ETIQUETA[i.decision]}`}
            </Text>
          )}
        </Flex>

        <Flex gap="2" wrap="wrap" pt="1">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Ver resumen de ${i.candidatoNombre}`}
            aria-expanded={abierto}
            aria-controls={idInforme}
            onClick={() => setAbierto((a) => !a)}
          >
            <EyeIcon />
            Ver resumen
          </Button>
          <Button size="sm" variant="outline" onClick={onVerCompleto}>
            <FileTextIcon />
            Ver Completo
          </Button>
          <Button size="sm" variant="outline" onClick={onDescargar} loading={descargando} loadingText="Generando PDF...">
            <DownloadIcon />
            Descargar PDF
          </Button>
        </Flex>

        <Box
          id={idInforme}
          hidden={!abierto}
          borderTopWidth={abierto ? '1px' : undefined}
          pt={abierto ? '3' : undefined}
          minW="0"
          css={PESTANAS_DESPLAZABLES}
        >
          {abierto && <InformeDesplegado id={i.id} empresaId={empresaId} />}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
