// Answering by voice (D66): the candidate records with the browser's MediaRecorder (a type
// the server accepts: webm or ogg with Opus, mp4 on Safari), up to LIMITES_PUBLICO.audioMaxSegundos
// (the recorder stops itself there), sees the time, stops, and the recording is uploaded with the
// presigned POST and transcribed. The text goes to `onTranscripcion`; the candidate corrects it in the
// box, which stays usable throughout. A failure is said in Spanish with a retry (the same recording
// is sent again) and what it says is announced (aria-live).
// With a screen reader (WCAG 2.2, issue 55 item 5): the focus stays on the one button (the start,
// «Detener» while recording, the start again), «Detener» says what it does to the recording, and the
// time is announced each minute and 30 seconds before the end, not each second.
import { useEffect, useRef, useState } from 'react';
import { LIMITES_PUBLICO, type TipoAudio } from '@shared/publico-limites';
import { ApiError } from '../../../lib/api-client';
import { pedirSubidaAudio, subirAudio, transcribirAudio } from '../api/voz';
import { Alerta, Boton, Spinner } from '../../../kit-ligero/ui';
import { tipoGrabacion } from './voz-soporte';
import { useT } from '../variante';
import { cuenta } from '@shared/plural';

export { puedeGrabar, tipoGrabacion } from './voz-soporte';

type Estado =
  | { tipo: 'inactivo' }
  | { tipo: 'iniciando' }
  | { tipo: 'grabando'; segundos: number }
  | { tipo: 'enviando' }
  | { tipo: 'error'; mensaje: string; reintentable: boolean };

// Marked for the candidate's Spanish (D215): the page draws them through `t`.
const FALLO_SUBIDA = 'No se ha podido enviar la grabación. ‹Comprueba› ‹tu› conexión y ‹vuelve› a intentarlo, o ‹escribe› ‹tu› respuesta.';
const FALLO_TRANSCRIPCION = 'No se ha podido transcribir la grabación. ‹Escribe› ‹tu› respuesta o ‹vuelve› a intentarlo.';
const SIN_PERMISO = 'No podemos usar el micrófono. ‹Permite› el acceso en ‹tu› navegador o ‹escribe› ‹tu› respuesta.';
const SIN_MICROFONO = 'No encontramos ningún micrófono. ‹Conecta› uno o ‹escribe› ‹tu› respuesta.';
const VACIA = 'No se ha entendido nada en la grabación. ‹Vuelve› a intentarlo hablando cerca del micrófono, o ‹escribe› ‹tu› respuesta.';
const GRANDE = 'La grabación es demasiado grande: ‹grábala› en partes más cortas';

const reloj = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** What is said of the time while recording: each whole minute, and 30 seconds before the limit. */
export function avisoDelTiempo(segundos: number, maximo: number): string | null {
  const quedan = maximo - segundos;
  if (quedan === 30 && maximo > 60) return 'Quedan 30 segundos de grabación.';
  if (segundos > 0 && segundos % 60 === 0) {
    const min = segundos / 60;
    return `${cuenta(min, 'minuto', 'minutos')} grabando.`;
  }
  return null;
}

interface GrabadorVozProps {
  token: string;
  n: number;
  onTranscripcion: (texto: string) => void;
  /** Seconds a recording may last: the page's grabacionMaxSegundos (ten times more after an accepted time adjustment, D172). */
  maxSegundos?: number;
}

export function GrabadorVoz({ token, n, onTranscripcion, maxSegundos = LIMITES_PUBLICO.audioMaxSegundos }: GrabadorVozProps) {
  // The bytes grow with the seconds (the server's limitesGrabacion says the same).
  const t = useT();
  const maxBytes = Math.round(LIMITES_PUBLICO.audioMaxBytes * (maxSegundos / LIMITES_PUBLICO.audioMaxSegundos));
  const [estado, setEstado] = useState<Estado>({ tipo: 'inactivo' });
  const [aviso, setAviso] = useState('');
  const grabando = estado.tipo === 'grabando';
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
    if (audio.size > maxBytes) {
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
    setAviso('');
    let anunciado = 0;
    intervalo.current = setInterval(() => {
      const segundos = Math.floor((Date.now() - inicio) / 1000);
      if (segundos >= maxSegundos) detener();
      else {
        setEstado((e) => (e.tipo === 'grabando' ? { tipo: 'grabando', segundos } : e));
        const dicho = segundos !== anunciado ? avisoDelTiempo(segundos, maxSegundos) : null;
        if (dicho) {
          anunciado = segundos;
          setAviso(dicho);
        }
      }
    }, 250);
    g.start(1000);
  };

  const reintentar = () => {
    if (ultima.current) void enviar(ultima.current.audio, ultima.current.tipo);
  };

  const maximo = reloj(maxSegundos);
  return (
    <div className="pila pila-2">
      <div className="fila">
        {/* One button element throughout (the start becomes «Detener» and back): the focus stays on it. */}
        {estado.tipo === 'grabando' ? (
          <>
            <Boton tono="rojo" tam="lg" onClick={detener} aria-label="Detener la grabación y transcribirla">
              <span className="punto" aria-hidden="true" />
              Detener
            </Boton>
            <p className="cifras" aria-hidden="true">
              {reloj(estado.segundos)} / {maximo}
            </p>
          </>
        ) : (
          <Boton
            variante="borde"
            tam="lg"
            onClick={() => void empezar()}
            cargando={estado.tipo === 'iniciando' || estado.tipo === 'enviando'}
            textoCargando={estado.tipo === 'enviando' ? 'Transcribiendo…' : 'Preparando micrófono…'}
          >
            {estado.tipo === 'error' ? 'Grabar de nuevo' : 'Responder por voz'}
          </Boton>
        )}
      </div>
      <div role="status" aria-live="polite">
        {estado.tipo === 'grabando' ? (
          <p className="apagado pequeno">
            {t('Grabando… ‹Pulsa› «Detener» al terminar')} (máximo {maximo} min).{' '}
            {t('El texto aparecerá en el cuadro para que lo ‹revises›.')}
          </p>
        ) : estado.tipo === 'enviando' ? (
          <p className="linea-estado apagado">
            <Spinner tam="xs" />
            {t('Transcribiendo ‹tu› respuesta…')}
          </p>
        ) : estado.tipo === 'error' ? (
          <Alerta
            estado="error"
            accion={
              estado.reintentable && (
                <Boton variante="borde" tono="rojo" onClick={reintentar}>
                  Reintentar
                </Boton>
              )
            }
          >
            {t(estado.mensaje)}
          </Alerta>
        ) : null}
      </div>
      <p className="solo-lector" aria-live="polite">
        {grabando ? aviso : ''}
      </p>
    </div>
  );
}
