// The interview once the candidate has consented (D64): one question at a time, the answers
// autosaved, back and forward, the review and the finish. It opens at the first unfinished question
// — unanswered, or a draft the candidate has not moved on from with "Siguiente" (D82) — with its
// saved text in the box (a reload or a dropped connection resumes there with every saved answer in
// place), or at the review when all are finished. When the company has an OpenAI or Claude key,
// "Siguiente" on an answered question may bring the AI's one follow-up about it (optional: answered
// or skipped); a question that has one shows it again, with its saved answer, each time the
// candidate moves on. When the company has the integrity signals on (D158), the page notes per
// question the pastes into its answers, the times it lost focus and its time on screen
// (use-senales.ts), and the autosave sends them with the answer.
import { type Ref, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { publico as msg } from '@shared/messages';
import { ApiError } from '../../../lib/api-client';
import { mensajeDeError } from '../../../lib/form-errors';
import {
  type PaginaEntrevista,
  type PreguntaPublica,
  type RespuestaGuardada,
  finalizarEntrevista,
  guardarRespuesta,
} from '../api/entrevista-publica';
import { guardarRespuestaRepregunta, pedirRepregunta } from '../api/repregunta';
import { useAutoguardado } from '../use-autoguardado';
import { useSenales } from '../use-senales';
import { PreguntaActual } from './pregunta-actual';
import { Alerta, Spinner } from '../../../kit-ligero/ui';
import { useT } from '../variante';
import { respondida } from './respuestas';

// Loaded when first needed (D85): the first question needs neither. A follow-up's screen starts
// loading while the AI writes it; the review's, when the candidate reaches the last question.
const cargarRepregunta = () => import('./repregunta');
const cargarRevision = () => import('./revision');
const Repregunta = lazy(() => cargarRepregunta().then((m) => ({ default: m.Repregunta })));
const Revision = lazy(() => cargarRevision().then((m) => ({ default: m.Revision })));

interface EntrevistaEnCursoProps {
  token: string;
  pagina: PaginaEntrevista;
  /** The interview was sent: show the thank-you page. */
  onFinalizada: () => void;
  /** A refusal that ends the page (the link died, or the server has no consent): the page reloads what it shows. */
  onFinal: (error: ApiError) => void;
}

type Destino = { tipo: 'pregunta'; indice: number } | { tipo: 'revision' };
/** A question, the follow-up of question `indice` (then `despues`), or the review. */
type Paso = Destino | { tipo: 'repregunta'; indice: number; despues: Destino };
type RepreguntaEnPagina = { pregunta: string; respuesta: string | null };

/**
 * Where the interview resumes (D82): the first question without an answer, or whose answer is a
 * draft the candidate has not moved on from; -1 when every question is finished (the review).
 */
export function primeraSinTerminar(preguntas: readonly PreguntaPublica[], respuestas: readonly RespuestaGuardada[]): number {
  const porN = new Map(respuestas.map((r) => [r.n, r]));
  return preguntas.findIndex((p) => {
    const r = porN.get(p.n);
    return !r || !respondida(r.texto) || r.terminada === false;
  });
}

const FALLO_GUARDAR = '‹Comprueba› ‹tu› conexión y ‹vuelve› a intentarlo: lo que ‹has› escrito sigue aquí.';
const FALLO_FINALIZAR = 'No se pudo finalizar la entrevista. ‹Vuelve› a intentarlo en unos segundos.';

export function EntrevistaEnCurso({ token, pagina, onFinalizada, onFinal }: EntrevistaEnCursoProps) {
  const t = useT();
  const preguntas = pagina.preguntas ?? [];
  const fases = pagina.fases ?? [];
  // An answer that came (in part) from a voice recording is saved with origen 'voz'.
  const origenes = useRef(new Map((pagina.respuestas ?? []).map((r) => [r.n, r.origen])));
  const senales = useSenales(pagina.senalesActivas, pagina.respuestas ?? []);
  const guardar = useCallback(
    (n: number, texto: string, terminada: boolean | undefined, s: Parameters<typeof guardarRespuesta>[5]) =>
      guardarRespuesta(token, n, texto, origenes.current.get(n) ?? 'texto', terminada, s),
    [token],
  );
  const { textos, estados, errores, escribir, guardarYa, guardarTodo, terminar } = useAutoguardado(pagina.respuestas ?? [], {
    guardar,
    senales: senales.leer,
    onFinal,
    fallo: t(FALLO_GUARDAR),
  });

  const [repreguntas, setRepreguntas] = useState<Record<number, RepreguntaEnPagina>>(() =>
    Object.fromEntries((pagina.respuestas ?? []).flatMap((r) => (r.repregunta ? [[r.n, r.repregunta]] : []))),
  );
  // Asked once per question and visit of the page: a null answer is not asked again.
  const pedidas = useRef(new Set<number>());
  const [preparando, setPreparando] = useState(false);
  const [guardandoRepregunta, setGuardandoRepregunta] = useState(false);
  const [errorRepregunta, setErrorRepregunta] = useState<string | null>(null);

  const [paso, setPaso] = useState<Paso>(() => {
    const primera = primeraSinTerminar(preguntas, pagina.respuestas ?? []);
    return primera === -1 ? { tipo: 'revision' } : { tipo: 'pregunta', indice: primera };
  });
  const [ultimaVista, setUltimaVista] = useState(paso.tipo === 'pregunta' ? paso.indice : Math.max(0, preguntas.length - 1));
  const [finalizando, setFinalizando] = useState(false);
  const [errorFinal, setErrorFinal] = useState<string | null>(null);

  // Each step starts at its top with the focus on its heading: a screen reader reads where the
  // candidate is, and a phone does not open its keyboard over the question (as focusing the box would).
  const clave = preparando ? 'preparando' : paso.tipo === 'revision' ? 'revision' : `${paso.tipo}-${paso.indice}`;
  // A ref callback rather than an effect: a screen loaded on demand (D85) mounts its heading after
  // the step changed, and is focused then. A new step is a new callback, so React calls it again.
  const titulo = useCallback(
    (el: HTMLHeadingElement | null) => {
      if (!el) return;
      window.scrollTo({ top: 0 });
      el.focus({ preventScroll: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the step is what makes it a new callback
    [clave],
  );
  // The question on screen (its follow-up, and the wait for it, count as it): its clock runs (D158).
  const nEnPantalla = paso.tipo === 'revision' ? null : (preguntas[paso.indice]?.n ?? null);
  const { mostrar } = senales;
  useEffect(() => {
    mostrar(nEnPantalla);
  }, [mostrar, nEnPantalla]);
  const enUltima = paso.tipo === 'pregunta' && paso.indice === preguntas.length - 1;
  useEffect(() => {
    if (enUltima) void cargarRevision();
  }, [enUltima]);

  const irA = (siguiente: Destino) => {
    // Leaving a question (or its follow-up) saves it now, without waiting for the pause, with its time on screen.
    if (paso.tipo === 'pregunta' || paso.tipo === 'repregunta') {
      const actual = preguntas[paso.indice];
      if (actual) void guardarYa(actual.n, true);
    }
    if (siguiente.tipo === 'pregunta') setUltimaVista(siguiente.indice);
    setErrorFinal(null);
    setErrorRepregunta(null);
    setPaso(siguiente);
  };

  /** "Siguiente" on a question: its follow-up first, when it has one or the AI writes one now. */
  const avanzar = async (destino: Destino) => {
    if (paso.tipo !== 'pregunta') return irA(destino);
    const indice = paso.indice;
    const n = preguntas[indice]!.n;
    // Moving on with "Siguiente" finishes the answer (D82): every save below carries it.
    terminar(n);
    if (repreguntas[n]) {
      void guardarYa(n);
      setErrorRepregunta(null);
      setPaso({ tipo: 'repregunta', indice, despues: destino });
      return;
    }
    if (!pagina.repreguntasDisponibles || pedidas.current.has(n) || !respondida(textos[n])) return irA(destino);
    setPreparando(true);
    void cargarRepregunta();
    try {
      // The follow-up is about the saved answer: save it first.
      if (await guardarYa(n)) {
        const pregunta = await pedirRepregunta(token, n);
        pedidas.current.add(n);
        if (pregunta) {
          setRepreguntas((r) => ({ ...r, [n]: { pregunta, respuesta: null } }));
          setErrorRepregunta(null);
          setPaso({ tipo: 'repregunta', indice, despues: destino });
          return;
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return onFinal(error);
      // Anything else: the interview goes on without a follow-up.
    } finally {
      setPreparando(false);
    }
    irA(destino);
  };

  /** "Continuar" on a follow-up: its answer is saved with the answer it follows (if it changed). */
  const continuarRepregunta = async (indice: number, despues: Destino, respuesta: string) => {
    const n = preguntas[indice]!.n;
    const actual = repreguntas[n];
    if (!actual || respuesta === (actual.respuesta ?? '')) return irA(despues);
    setGuardandoRepregunta(true);
    setErrorRepregunta(null);
    try {
      const r = await guardarRespuestaRepregunta(
        token,
        n,
        { texto: textos[n] ?? '', origen: origenes.current.get(n) ?? 'texto', terminada: true, senales: senales.leer(n) },
        respuesta,
      );
      setRepreguntas((x) => ({ ...x, [n]: r.repregunta ?? { pregunta: actual.pregunta, respuesta } }));
      irA(despues);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return onFinal(error);
      setErrorRepregunta(mensajeDeError(error, t(FALLO_GUARDAR)));
    } finally {
      setGuardandoRepregunta(false);
    }
  };

  const finalizar = async (): Promise<boolean> => {
    setFinalizando(true);
    setErrorFinal(null);
    try {
      if (!(await guardarTodo())) {
        setErrorFinal(
          t('Alguna respuesta no se ha podido guardar todavía. ‹Revisa› ‹tu› conexión, ‹vuelve› a la pregunta marcada y ‹reinténtalo›.'),
        );
        return false;
      }
      await finalizarEntrevista(token);
      onFinalizada();
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onFinal(error);
      setErrorFinal(
        error instanceof ApiError && error.status === 400
          ? error.message || t(msg.sinRespuestas)
          : mensajeDeError(error, t(FALLO_FINALIZAR)),
      );
      return false;
    } finally {
      setFinalizando(false);
    }
  };

  if (preguntas.length === 0) {
    return (
      <Alerta
        estado="aviso"
        role="alert"
        titulo={t('Esta entrevista todavía no tiene preguntas. ‹Escribe› a la empresa que ‹te› invitó.')}
      />
    );
  }

  if (preparando) return <PreparandoRepregunta tituloRef={titulo} />;

  if (paso.tipo === 'repregunta') {
    const { indice, despues } = paso;
    const original = preguntas[indice]!;
    const rp = repreguntas[original.n]!;
    return (
      <Suspense fallback={<Cargando />}>
        <Repregunta
          key={original.n}
          pregunta={original.texto}
          posicion={`Pregunta ${indice + 1} de ${preguntas.length}`}
          repregunta={rp.pregunta}
          respuestaInicial={rp.respuesta ?? ''}
          tituloRef={titulo}
          guardando={guardandoRepregunta}
          error={errorRepregunta}
          onContinuar={(respuesta) => void continuarRepregunta(indice, despues, respuesta)}
          onPegar={(caracteres) => senales.pegar(original.n, caracteres)}
          onOmitir={() => irA(despues)}
        />
      </Suspense>
    );
  }

  if (paso.tipo === 'revision') {
    return (
      <Suspense fallback={<Cargando />}>
        <Revision
          preguntas={preguntas}
          textos={textos}
          estados={estados}
          tituloRef={titulo}
          finalizando={finalizando}
          error={errorFinal}
          onIrA={(indice) => irA({ tipo: 'pregunta', indice })}
          onVolver={() => irA({ tipo: 'pregunta', indice: ultimaVista })}
          onFinalizar={finalizar}
        />
      </Suspense>
    );
  }

  const pregunta = preguntas[paso.indice]!;
  const numeroFase = fases.indexOf(pregunta.fase);
  return (
    <PreguntaActual
      key={pregunta.n}
      pregunta={pregunta}
      indice={paso.indice}
      total={preguntas.length}
      fase={numeroFase >= 0 ? { numero: numeroFase + 1, total: fases.length } : undefined}
      texto={textos[pregunta.n] ?? ''}
      estado={estados[pregunta.n]}
      error={errores[pregunta.n]}
      tituloRef={titulo}
      onCambiar={(texto) => escribir(pregunta.n, texto)}
      onPegar={(caracteres) => senales.pegar(pregunta.n, caracteres)}
      voz={
        pagina.vozDisponible
          ? {
              token,
              maxSegundos: pagina.grabacionMaxSegundos,
              onTexto: (texto) => {
                origenes.current.set(pregunta.n, 'voz');
                escribir(pregunta.n, texto);
              },
            }
          : undefined
      }
      onReintentar={() => void guardarYa(pregunta.n)}
      onAnterior={() => irA({ tipo: 'pregunta', indice: Math.max(0, paso.indice - 1) })}
      onSiguiente={() =>
        void avanzar(paso.indice + 1 < preguntas.length ? { tipo: 'pregunta', indice: paso.indice + 1 } : { tipo: 'revision' })
      }
      onRevisar={() => irA({ tipo: 'revision' })}
    />
  );
}

/** While the server asks the AI for a follow-up (a few seconds at most). */
function PreparandoRepregunta({ tituloRef }: { tituloRef: Ref<HTMLHeadingElement> }) {
  return (
    <div role="status" aria-live="polite" className="preparando">
      <Spinner />
      <h1 className="titulo-paso" ref={tituloRef} tabIndex={-1}>
        Preparando una pregunta de seguimiento…
      </h1>
    </div>
  );
}

function Cargando() {
  return (
    <div role="status" aria-live="polite" className="preparando">
      <Spinner />
      <p className="apagado">Cargando…</p>
    </div>
  );
}
