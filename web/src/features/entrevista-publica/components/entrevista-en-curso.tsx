// The interview once the candidate has consented (issue 12 §2): one question at a time, the answers
// autosaved, back and forward, the review and the finish. It opens at the first unanswered question
// (a reload or a dropped connection resumes there with every saved answer in place), or at the
// review when all are answered.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { publico as msg } from '@shared/messages';
import { ApiError } from '../../../lib/api-client';
import { mensajeDeError } from '../../../lib/form-errors';
import { type PaginaEntrevista, finalizarEntrevista, guardarRespuesta } from '../api/entrevista-publica';
import { useAutoguardado } from '../use-autoguardado';
import { PreguntaActual } from './pregunta-actual';
import { Revision, respondida } from './revision';

interface EntrevistaEnCursoProps {
  token: string;
  pagina: PaginaEntrevista;
  /** The interview was sent: show the thank-you page. */
  onFinalizada: () => void;
  /** A refusal that ends the page (the link died, or the server has no consent): the page reloads what it shows. */
  onFinal: (error: ApiError) => void;
}

type Paso = { tipo: 'pregunta'; indice: number } | { tipo: 'revision' };

const FALLO_GUARDAR = 'Comprueba tu conexión y vuelve a intentarlo: lo que has escrito sigue aquí.';
const FALLO_FINALIZAR = 'No se pudo finalizar la entrevista. Vuelve a intentarlo en unos segundos.';

export function EntrevistaEnCurso({ token, pagina, onFinalizada, onFinal }: EntrevistaEnCursoProps) {
  const preguntas = pagina.preguntas ?? [];
  const fases = pagina.fases ?? [];
  const guardar = useCallback((n: number, texto: string) => guardarRespuesta(token, n, texto), [token]);
  const { textos, estados, errores, escribir, guardarYa, guardarTodo } = useAutoguardado(pagina.respuestas ?? [], {
    guardar,
    onFinal,
    fallo: FALLO_GUARDAR,
  });

  const [paso, setPaso] = useState<Paso>(() => {
    const guardadas = new Map((pagina.respuestas ?? []).map((r) => [r.n, r.texto]));
    const primera = preguntas.findIndex((p) => !respondida(guardadas.get(p.n)));
    return primera === -1 ? { tipo: 'revision' } : { tipo: 'pregunta', indice: primera };
  });
  const [ultimaVista, setUltimaVista] = useState(paso.tipo === 'pregunta' ? paso.indice : Math.max(0, preguntas.length - 1));
  const [finalizando, setFinalizando] = useState(false);
  const [errorFinal, setErrorFinal] = useState<string | null>(null);
  const titulo = useRef<HTMLHeadingElement>(null);

  // Each step starts at its top with the focus on its heading: a screen reader reads where the
  // candidate is, and a phone does not open its keyboard over the question (as focusing the box would).
  const clave = paso.tipo === 'pregunta' ? paso.indice : -1;
  useEffect(() => {
    window.scrollTo({ top: 0 });
    titulo.current?.focus({ preventScroll: true });
  }, [clave]);

  const irA = (siguiente: Paso) => {
    // Leaving a question saves it now, without waiting for the pause.
    if (paso.tipo === 'pregunta') {
      const actual = preguntas[paso.indice];
      if (actual) void guardarYa(actual.n);
    }
    if (siguiente.tipo === 'pregunta') setUltimaVista(siguiente.indice);
    setErrorFinal(null);
    setPaso(siguiente);
  };

  const finalizar = async (): Promise<boolean> => {
    setFinalizando(true);
    setErrorFinal(null);
    try {
      if (!(await guardarTodo())) {
        setErrorFinal('Alguna respuesta no se ha podido guardar todavía. Revisa tu conexión, vuelve a la pregunta marcada y reinténtalo.');
        return false;
      }
      await finalizarEntrevista(token);
      onFinalizada();
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onFinal(error);
      setErrorFinal(
        error instanceof ApiError && error.status === 400 ? error.message || msg.sinRespuestas : mensajeDeError(error, FALLO_FINALIZAR),
      );
      return false;
    } finally {
      setFinalizando(false);
    }
  };

  if (preguntas.length === 0) {
    return (
      <Alert.Root status="warning" rounded="md" role="alert">
        <Alert.Indicator />
        <Alert.Title>Esta entrevista todavía no tiene preguntas. Escribe a la empresa que te invitó.</Alert.Title>
      </Alert.Root>
    );
  }

  if (paso.tipo === 'revision') {
    return (
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
      onReintentar={() => void guardarYa(pregunta.n)}
      onAnterior={() => irA({ tipo: 'pregunta', indice: Math.max(0, paso.indice - 1) })}
      onSiguiente={() => irA(paso.indice + 1 < preguntas.length ? { tipo: 'pregunta', indice: paso.indice + 1 } : { tipo: 'revision' })}
      onRevisar={() => irA({ tipo: 'revision' })}
    />
  );
}
