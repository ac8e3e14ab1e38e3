// One question of the interview (D64): where the candidate is (phase, "Pregunta X de N", a
// progress bar), the question as the label of its answer box, a character counter, what the
// autosave is doing, and the way back and forward. When the company has a transcription key, the
// answer may be spoken: the transcript is added to the box (origen 'voz') for the candidate to correct.
// «Siguiente» on an empty answer asks first (D162): «Escribir mi respuesta» goes back to the box,
// «Continuar sin responder» moves on; the question can still be answered from the review.
import { type Ref, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { LIMITES_PUBLICO } from '@shared/publico-limites';
import type { PreguntaPublica } from '../api/entrevista-publica';
import { Alerta, Boton, IconoCheck, IconoReintentar, Insignia, Progreso, SoloLector, Spinner, CajaTexto } from '../../../kit-ligero/ui';
import type { EstadoGuardado } from '../use-autoguardado';
import { respondida } from './respuestas';
import { useT } from '../variante';
import { puedeGrabar } from './voz-soporte';

// The recorder loads only where a voice answer is possible (the company has a transcription key
// and the browser records): most candidates never download it (D85).
const GrabadorVoz = lazy(() => import('./grabador-voz').then((m) => ({ default: m.GrabadorVoz })));

interface PreguntaActualProps {
  pregunta: PreguntaPublica;
  /** 0-based position and how many questions there are. */
  indice: number;
  total: number;
  fase?: { numero: number; total: number };
  texto: string;
  estado?: EstadoGuardado;
  error?: string;
  tituloRef: Ref<HTMLHeadingElement>;
  onCambiar: (texto: string) => void;
  /** Text pasted into the answer: its length (an integrity signal, D158). */
  onPegar?: (caracteres: number) => void;
  /** Voice answers (the page's vozDisponible): the token for the upload, and where the transcribed text goes. */
  voz?: { token: string; onTexto: (texto: string) => void; maxSegundos?: number };
  onReintentar: () => void;
  onAnterior: () => void;
  onSiguiente: () => void;
  onRevisar: () => void;
}

const formatoNumero = new Intl.NumberFormat('es-ES');

export function PreguntaActual(props: PreguntaActualProps) {
  const { pregunta, indice, total, fase, texto, estado, error, tituloRef } = props;
  const t = useT();
  const idContador = useId();
  const idCaja = useId();
  const ultima = indice === total - 1;
  const max = LIMITES_PUBLICO.respuestaMax;
  const cerca = texto.length >= max * 0.9;
  const posicion = `Pregunta ${indice + 1} de ${total}`;
  const voz = props.voz && puedeGrabar() ? props.voz : undefined;
  // «Siguiente» with nothing written: asked once more before moving on.
  const [confirmandoVacia, setConfirmandoVacia] = useState(false);
  const vacia = !respondida(texto);
  const aviso = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmandoVacia) aviso.current?.querySelector('button')?.focus();
  }, [confirmandoVacia]);
  const siguiente = () => {
    if (vacia) setConfirmandoVacia(true);
    else props.onSiguiente();
  };
  const escribirRespuesta = () => {
    setConfirmandoVacia(false);
    document.getElementById(idCaja)?.focus();
  };
  // The transcript follows what is already written (a second take adds to the first), within the limit.
  const anadirTranscripcion = (transcrito: string) => {
    const previo = texto.trimEnd();
    voz?.onTexto((previo ? `${previo} ${transcrito}` : transcrito).slice(0, max));
  };

  return (
    <div className="pila pila-seccion">
      <div className="pila pila-3">
        <div className="fila-entre">
          <h1 className="titulo-paso" ref={tituloRef} tabIndex={-1}>
            {posicion}
          </h1>
          {fase && (
            <Insignia tono="marca">
              <SoloLector>
                Fase {fase.numero} de {fase.total}:{' '}
              </SoloLector>
              {pregunta.fase}
            </Insignia>
          )}
        </div>
        <Progreso valor={indice + 1} max={total} etiqueta="Progreso de la entrevista" texto={posicion} />
      </div>

      <div className="campo">
        <label className="pregunta" htmlFor={idCaja}>
          {pregunta.texto}
        </label>
        <CajaTexto
          id={idCaja}
          value={texto}
          onChange={(e) => props.onCambiar(e.target.value)}
          onBlur={() => estado === 'pendiente' && props.onReintentar()}
          onPaste={(e) => props.onPegar?.(e.clipboardData.getData('text').length)}
          maxLength={max}
          rows={8}
          placeholder={t('‹Escribe› aquí ‹tu› respuesta')}
          aria-describedby={idContador}
        />
        <div className="fila-entre ayuda">
          <p>{t('‹Tu› respuesta se guarda sola mientras ‹escribes›.')}</p>
          <p id={idContador} className={cerca ? 'contador texto-error' : 'contador'}>
            {formatoNumero.format(texto.length)} / {formatoNumero.format(max)}
            <SoloLector> caracteres</SoloLector>
          </p>
        </div>
      </div>

      {voz && (
        <Suspense fallback={<div className="hueco-grabador" />}>
          <GrabadorVoz token={voz.token} n={pregunta.n} onTranscripcion={anadirTranscripcion} maxSegundos={voz.maxSegundos} />
        </Suspense>
      )}

      <EstadoDelGuardado estado={estado} error={error} onReintentar={props.onReintentar} />

      {confirmandoVacia && vacia && (
        <div ref={aviso}>
          <Alerta estado="aviso" role="alert" titulo={t('No ‹has› escrito nada en esta pregunta')}>
            <p>{t('‹Puedes› seguir sin responderla y volver a ella desde «Ver todas mis respuestas» antes de finalizar.')}</p>
            <div className="acciones">
              <Boton variante="borde" tam="lg" anchoMovil onClick={escribirRespuesta}>
                Escribir mi respuesta
              </Boton>
              <Boton tam="lg" anchoMovil onClick={props.onSiguiente}>
                Continuar sin responder
              </Boton>
            </div>
          </Alerta>
        </div>
      )}

      <div className="acciones">
        <Boton variante="borde" tam="xl" anchoMovil onClick={props.onAnterior} disabled={indice === 0}>
          Anterior
        </Boton>
        <Boton tam="xl" anchoMovil onClick={siguiente}>
          {ultima ? 'Revisar y finalizar' : 'Siguiente'}
        </Boton>
      </div>
      {!ultima && (
        <div className="centrado">
          <Boton variante="fantasma" tam="lg" onClick={props.onRevisar}>
            Ver todas mis respuestas
          </Boton>
        </div>
      )}
    </div>
  );
}

/** What the autosave is doing with this answer, announced politely; a failure offers a retry. */
export function EstadoDelGuardado({ estado, error, onReintentar }: { estado?: EstadoGuardado; error?: string; onReintentar: () => void }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="estado-guardado">
      {estado === 'error' ? (
        <Alerta
          estado="error"
          titulo={t('No se ha podido guardar ‹tu› respuesta')}
          accion={
            <Boton variante="borde" tono="rojo" onClick={onReintentar}>
              <IconoReintentar />
              Reintentar
            </Boton>
          }
        >
          {error}
        </Alerta>
      ) : estado === 'pendiente' || estado === 'guardando' ? (
        <p className="linea-estado apagado">
          <Spinner tam="xs" />
          Guardando…
        </p>
      ) : estado === 'guardado' ? (
        <p className="linea-estado texto-exito">
          <IconoCheck />
          Guardado
        </p>
      ) : null}
    </div>
  );
}
