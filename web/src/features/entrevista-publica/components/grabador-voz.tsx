// Answering by voice (issue 12; D64): the candidate records with the browser's MediaRecorder (a type
// the server accepts: webm or ogg with Opus, mp4 on Safari), up to LIMITES_PUBLICO.audioMaxSegundos
// (the recorder stops itself there), sees the time, stops, and the recording is uploaded with the
// presigned POST and transcribed. The text goes to `onTranscripcion`; the candidate corrects it in the
// box, which stays usable throughout. A failure is said in Spanish with a retry (the same recording
// is sent again) and what it says is announced (aria-live).
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LIMITES_PUBLICO, TIPOS_AUDIO, type TipoAudio } from '@shared/schemas/publico';
import { ApiError } from '../../../lib/api-client';
import { pedirSubidaAudio, subirAudio, transcribirAudio } from '../api/voz';

type Estado =
  | { tipo: 'inactivo' }
  | { tipo: 'iniciando' }
  | { tipo: 'grabando'; segundos: number }
  | { tipo: 'enviando' }
  | { tipo: 'error'; mensaje: string; reintentable: boolean };

const FALLO_SUBIDA = 'No se ha podido enviar la grabación. Comprueba tu conexión y vuelve a intentarlo, o escribe tu respuesta.';
const FALLO_TRANSCRIPCION = 'No se ha podido transcribir la grabación. Escribe tu respuesta o vuelve a intentarlo.';
const SIN_PERMISO = 'No podemos usar el micrófono. Permite el acceso en tu navegador o escribe tu respuesta.';
const SIN_MICROFONO = 'No encontramos ningún micrófono. Conecta uno o escribe tu respuesta.';
const VACIA = 'No se ha entendido nada en la grabación. Vuelve a intentarlo hablando cerca del micrófono, o escribe tu respuesta.';
const GRANDE = 'La grabación no puede superar los 10 MB (unos 5 minutos)';

/** The first type this browser records among those the server accepts (with Opus where it says so). */
export function tipoGrabacion(): { mimeType: string; tipo: TipoAudio } | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return null;
  for (const tipo of TIPOS_AUDIO) {
    for (const mimeType of tipo === 'audio/mp4' ? [tipo] : [`${tipo};codecs=opus`, tipo]) {
      if (MediaRecorder.isTypeSupported(mimeType)) return { mimeType, tipo };
    }
  }
  return null;
}

/** Whether this browser can record at all (no button otherwise: the box is the way to answer). */
export function puedeGrabar(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && tipoGrabacion() !== null;
}

const reloj = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

interface GrabadorVozProps {
  token: string;
  n: number;
  onTranscripcion: (texto: string) => void;
}

export function GrabadorVoz({ token, n, onTranscripcion }: GrabadorVozProps) {
  const [estado, setEstado] = useState<Estado>({ tipo: 'inactivo' });
  const grabador = useRef<MediaRecorder | null>(null);
  const flujo = useRef<MediaStream | null>(null);
  const intervalo = useRef<ReturnType<typeof setInterval> | null>(null);
  const ultima = useRef<{ audio: Blob; tipo: TipoAudio } | null>(null);
  const montado = useRef(true);
  const alTranscribir = useRef(onTranscripcion);
  useEffect(() => {
    alTranscribir.current = onTranscripcion;
  });

  const soltarMicrofono = () => {
    if (intervalo.current !== null) clearInterval(intervalo.current);
    intervalo.current = null;
    flujo.current?.getTracks().forEach((t) => t.stop());
    flujo.current = null;
  };

  // Leaving the question (or the page) stops the recording and frees the microphone; nothing is sent.
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
      const g = grabador.current;
      grabador.current = null;
      if (g && g.state !== 'inactive') {
        g.ondataavailable = null;
        g.onstop = null;
        g.stop();
      }
      soltarMicrofono();
    };
  }, []);

  const enviar = async (audio: Blob, tipo: TipoAudio) => {
    if (audio.size > LIMITES_PUBLICO.audioMaxBytes) {
      setEstado({ tipo: 'error', mensaje: GRANDE, reintentable: false });
      return;
    }
    if (audio.size === 0) {
      setEstado({ tipo: 'error', mensaje: VACIA, reintentable: false });
      return;
    }
    setEstado({ tipo: 'enviando' });
    let texto: string;
    try {
      const subida = await pedirSubidaAudio(token, n, tipo, audio.size);
      try {
        await subirAudio(subida, audio);
      } catch {
        if (montado.current) setEstado({ tipo: 'error', mensaje: FALLO_SUBIDA, reintentable: true });
        return;
      }
      texto = await transcribirAudio(token, n, subida.audioId);
    } catch (error) {
      if (!montado.current) return;
      const delServidor = error instanceof ApiError && error.kind === 'http' && error.message;
      setEstado({ tipo: 'error', mensaje: delServidor ? error.message : FALLO_TRANSCRIPCION, reintentable: true });
      return;
    }
    if (!montado.current) return;
    if (!texto.trim()) {
      setEstado({ tipo: 'error', mensaje: VACIA, reintentable: false });
      return;
    }
    ultima.current = null;
    setEstado({ tipo: 'inactivo' });
    alTranscribir.current(texto.trim());
  };

  const detener = () => {
    const g = grabador.current;
    if (g && g.state !== 'inactive') g.stop();
  };

  const empezar = async () => {
    const elegido = tipoGrabacion();
    if (!elegido || !navigator.mediaDevices?.getUserMedia) {
      setEstado({ tipo: 'error', mensaje: SIN_MICROFONO, reintentable: false });
      return;
    }
    setEstado({ tipo: 'iniciando' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const nombre = (error as { name?: string })?.name;
      setEstado({
        tipo: 'error',
        mensaje: nombre === 'NotFoundError' || nombre === 'OverconstrainedError' ? SIN_MICROFONO : SIN_PERMISO,
        reintentable: false,
      });
      return;
    }
    if (!montado.current) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    flujo.current = stream;
    const partes: Blob[] = [];
    const g = new MediaRecorder(stream, { mimeType: elegido.mimeType });
    grabador.current = g;
    g.ondataavailable = (e) => {
      if (e.data.size > 0) partes.push(e.data);
    };
    g.onstop = () => {
      soltarMicrofono();
      grabador.current = null;
      if (!montado.current) return;
      const audio = new Blob(partes, { type: elegido.tipo });
      ultima.current = { audio, tipo: elegido.tipo };
      void enviar(audio, elegido.tipo);
    };
    const inicio = Date.now();
    setEstado({ tipo: 'grabando', segundos: 0 });
    intervalo.current = setInterval(() => {
      const segundos = Math.floor((Date.now() - inicio) / 1000);
      if (segundos >= LIMITES_PUBLICO.audioMaxSegundos) detener();
      else setEstado((e) => (e.tipo === 'grabando' ? { tipo: 'grabando', segundos } : e));
    }, 250);
    g.start(1000);
  };

  const reintentar = () => {
    if (ultima.current) void enviar(ultima.current.audio, ultima.current.tipo);
  };

  const maximo = reloj(LIMITES_PUBLICO.audioMaxSegundos);
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        {estado.tipo === 'grabando' ? (
          <>
            <Button colorPalette="red" size="lg" onClick={detener}>
              <Box as="span" boxSize="2.5" rounded="full" bg="currentColor" aria-hidden />
              Detener
            </Button>
            <Text fontVariantNumeric="tabular-nums" aria-hidden>
              {reloj(estado.segundos)} / {maximo}
            </Text>
          </>
        ) : (
          <Button
            variant="outline"
            colorPalette="brand"
            size="lg"
            onClick={() => void empezar()}
            loading={estado.tipo === 'iniciando' || estado.tipo === 'enviando'}
            loadingText={estado.tipo === 'enviando' ? 'Transcribiendo…' : 'Preparando micrófono…'}
          >
            {estado.tipo === 'error' ? 'Grabar de nuevo' : 'Responder por voz'}
          </Button>
        )}
      </HStack>
      <Box role="status" aria-live="polite">
        {estado.tipo === 'grabando' ? (
          <Text fontSize="sm" color="fg.muted">
            Grabando… Pulsa «Detener» al terminar (máximo {maximo} minutos). El texto aparecerá en el cuadro para que lo revises.
          </Text>
        ) : estado.tipo === 'enviando' ? (
          <HStack color="fg.muted" fontSize="sm" gap="2">
            <Spinner size="xs" />
            <Text>Transcribiendo tu respuesta…</Text>
          </HStack>
        ) : estado.tipo === 'error' ? (
          <Alert.Root status="error" rounded="md" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{estado.mensaje}</Alert.Description>
            </Alert.Content>
            {estado.reintentable && (
              <Button size="md" variant="outline" colorPalette="red" onClick={reintentar} flexShrink={0}>
                Reintentar
              </Button>
            )}
          </Alert.Root>
        ) : null}
      </Box>
    </Stack>
  );
}
