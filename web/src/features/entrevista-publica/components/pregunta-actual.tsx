// One question of the interview (issue 12 §2): where the candidate is (phase, "Pregunta X de N", a
// progress bar), the question as the label of its answer box, a character counter, what the
// autosave is doing, and the way back and forward. When the company has a transcription key, the
// answer may be spoken: the transcript is added to the box (origen 'voz') for the candidate to correct.
import { type RefObject, useId } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, Heading, Progress, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITES_PUBLICO } from '@shared/schemas/publico';
import { CheckCircleIcon, RefreshIcon } from '../../../components/icons';
import type { PreguntaPublica } from '../api/entrevista-publica';
import type { EstadoGuardado } from '../use-autoguardado';
import { GrabadorVoz, puedeGrabar } from './grabador-voz';

interface PreguntaActualProps {
  pregunta: PreguntaPublica;
  /** 0-based position and how many questions there are. */
  indice: number;
  total: number;
  fase?: { numero: number; total: number };
  texto: string;
  estado?: EstadoGuardado;
  error?: string;
  tituloRef: RefObject<HTMLHeadingElement | null>;
  onCambiar: (texto: string) => void;
  /** Voice answers (the page's vozDisponible): the token for the upload, and where the transcribed text goes. */
  voz?: { token: string; onTexto: (texto: string) => void };
  onReintentar: () => void;
  onAnterior: () => void;
  onSiguiente: () => void;
  onRevisar: () => void;
}

const formatoNumero = new Intl.NumberFormat('es-ES');

export function PreguntaActual(props: PreguntaActualProps) {
  const { pregunta, indice, total, fase, texto, estado, error, tituloRef } = props;
  const idContador = useId();
  const ultima = indice === total - 1;
  const max = LIMITES_PUBLICO.respuestaMax;
  const cerca = texto.length >= max * 0.9;
  const posicion = `Pregunta ${indice + 1} de ${total}`;
  const voz = props.voz && puedeGrabar() ? props.voz : undefined;
  // The transcript follows what is already written (a second take adds to the first), within the limit.
  const anadirTranscripcion = (transcrito: string) => {
    const previo = texto.trimEnd();
    voz?.onTexto((previo ? `${previo} ${transcrito}` : transcrito).slice(0, max));
  };

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Stack gap="3">
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="md" ref={tituloRef} tabIndex={-1} outline="none">
            {posicion}
          </Heading>
          {fase && (
            <Badge colorPalette="brand" variant="subtle" size="lg" maxW="full" whiteSpace="normal">
              <Text as="span" srOnly>
                Fase {fase.numero} de {fase.total}:{' '}
              </Text>
              {pregunta.fase}
            </Badge>
          )}
        </HStack>
        <Progress.Root value={indice + 1} max={total} size="sm" colorPalette="brand">
          <Progress.Track rounded="full" aria-label="Progreso de la entrevista" aria-valuetext={posicion}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>

      <Field.Root>
        <Field.Label fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" lineHeight="short" mb="2" whiteSpace="pre-line">
          {pregunta.texto}
        </Field.Label>
        <Textarea
          value={texto}
          onChange={(e) => props.onCambiar(e.target.value)}
          onBlur={() => estado === 'pendiente' && props.onReintentar()}
          maxLength={max}
          rows={8}
          autoresize
          minH="40"
          maxH="60vh"
          size="lg"
          bg="bg"
          placeholder="Escribe aquí tu respuesta"
          aria-describedby={idContador}
        />
        <HStack justify="space-between" width="full" mt="1" gap="3" align="flex-start">
          <Text fontSize="sm" color="fg.muted">
            Tu respuesta se guarda sola mientras escribes.
          </Text>
          <Text id={idContador} fontSize="sm" color={cerca ? 'fg.error' : 'fg.muted'} flexShrink={0}>
            {formatoNumero.format(texto.length)} / {formatoNumero.format(max)}
            <Text as="span" srOnly>
              {' '}
              caracteres
            </Text>
          </Text>
        </HStack>
      </Field.Root>

      {voz && <GrabadorVoz token={voz.token} n={pregunta.n} onTranscripcion={anadirTranscripcion} />}

      <EstadoDelGuardado estado={estado} error={error} onReintentar={props.onReintentar} />

      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button variant="outline" size="xl" onClick={props.onAnterior} disabled={indice === 0} width={{ base: 'full', sm: 'auto' }}>
          Anterior
        </Button>
        <Button colorPalette="brand" size="xl" onClick={props.onSiguiente} width={{ base: 'full', sm: 'auto' }}>
          {ultima ? 'Revisar y finalizar' : 'Siguiente'}
        </Button>
      </Stack>
      {!ultima && (
        <Box textAlign="center">
          <Button variant="ghost" size="lg" colorPalette="brand" onClick={props.onRevisar}>
            Ver todas mis respuestas
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** What the autosave is doing with this answer, announced politely; a failure offers a retry. */
export function EstadoDelGuardado({ estado, error, onReintentar }: { estado?: EstadoGuardado; error?: string; onReintentar: () => void }) {
  return (
    <Box role="status" aria-live="polite" minH="10">
      {estado === 'error' ? (
        <Alert.Root status="error" rounded="md" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No se ha podido guardar tu respuesta</Alert.Title>
            {error && <Alert.Description>{error}</Alert.Description>}
          </Alert.Content>
          <Button size="md" variant="outline" colorPalette="red" onClick={onReintentar} flexShrink={0}>
            <RefreshIcon />
            Reintentar
          </Button>
        </Alert.Root>
      ) : estado === 'pendiente' || estado === 'guardando' ? (
        <HStack color="fg.muted" fontSize="sm" gap="2" minH="10">
          <Spinner size="xs" />
          <Text>Guardando…</Text>
        </HStack>
      ) : estado === 'guardado' ? (
        <HStack color="green.fg" fontSize="sm" gap="2" minH="10">
          <CheckCircleIcon boxSize="4" />
          <Text>Guardado</Text>
        </HStack>
      ) : null}
    </Box>
  );
}
