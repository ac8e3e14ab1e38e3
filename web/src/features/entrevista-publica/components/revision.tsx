// The last step before finishing (D64): every question with its answer, the unanswered and
// the short ones marked (D82: «Sin responder», «Respuesta breve» — fewer than
// ENTREVISTAS.palabrasRespuestaBreve words), listed first with a way to each, a way back to any
// question, and "Finalizar entrevista" behind a confirmation that says the answers cannot be changed
// afterwards and how many are unanswered or short.
import { type Ref, useState } from 'react';
import { publico as msg } from '@shared/messages';
import type { PreguntaPublica } from '../api/entrevista-publica';
import { Alerta, Boton, Dialogo, Insignia } from '../../../kit-ligero/ui';
import type { EstadoGuardado } from '../use-autoguardado';
import { useT } from '../variante';
import { MIN_PALABRAS, breve, respondida } from './respuestas';

interface RevisionProps {
  preguntas: readonly PreguntaPublica[];
  textos: Record<number, string>;
  estados: Record<number, EstadoGuardado | undefined>;
  tituloRef: Ref<HTMLHeadingElement>;
  finalizando: boolean;
  error?: string | null;
  onIrA: (indice: number) => void;
  onVolver: () => void;
  onFinalizar: () => Promise<boolean>;
}

const REVISAR_BREVE = `Tiene menos de ${MIN_PALABRAS} palabras. Si ‹quieres›, ‹amplíala› con un ejemplo concreto o un resultado.`;

export function Revision({ preguntas, textos, estados, tituloRef, finalizando, error, onIrA, onVolver, onFinalizar }: RevisionProps) {
  const [confirmar, setConfirmar] = useState(false);
  const t = useT();
  const total = preguntas.length;
  const hechas = preguntas.filter((p) => respondida(textos[p.n])).length;
  const sinResponder = total - hechas;
  // What to look at before finishing, in order: each with its way back to the question.
  const marcadas = preguntas.flatMap((p, i) =>
    !respondida(textos[p.n]) ? [{ i, marca: 'Sin responder' }] : breve(textos[p.n]) ? [{ i, marca: 'Respuesta breve' }] : [],
  );
  const breves = marcadas.filter((m) => m.marca === 'Respuesta breve').length;

  // A refusal closes the dialog: the review shows it, with the answers it concerns.
  const finalizar = async () => {
    if (await onFinalizar()) return;
    setConfirmar(false);
  };

  return (
    <div className="pila pila-seccion">
      <div className="pila pila-2">
        <h1 className="titulo" ref={tituloRef} tabIndex={-1}>
          {t('‹Revisa› ‹tus› respuestas')}
        </h1>
        <p className="apagado">
          {t('‹Has› respondido')} {hechas} de {total} {total === 1 ? 'pregunta' : 'preguntas'}.{' '}
          {t('‹Puedes› volver a cualquiera para cambiarla; cuando ‹finalices› ya no ‹podrás› hacerlo.')}
        </p>
      </div>

      {hechas > 0 && marcadas.length > 0 && (
        <section aria-labelledby="revision-marcadas" className="recuadro-aviso">
          <h2 id="revision-marcadas" className="subtitulo-pequeno">
            {t('Antes de finalizar, ‹revisa›')} {marcadas.length === 1 ? 'esta pregunta' : `estas ${marcadas.length} preguntas`}
          </h2>
          {breves > 0 && <p className="pequeno">«Respuesta breve»: menos de {MIN_PALABRAS} palabras.</p>}
          <ul className="lista-limpia">
            {marcadas.map(({ i, marca }) => (
              <li key={i}>
                <Boton variante="enlace" onClick={() => onIrA(i)} data-testid="revision-marcada">
                  Pregunta {i + 1}: {marca.toLowerCase()}
                </Boton>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ol className="lista-limpia pila pila-3">
        {preguntas.map((p, i) => {
          const texto = textos[p.n];
          const hecha = respondida(texto);
          const corta = breve(texto);
          const fallo = estados[p.n] === 'error';
          return (
            <li key={p.n} className="tarjeta pila pila-2" data-testid="revision-pregunta">
              <div className="fila-entre">
                <p className="apagado pequeno fuerte">
                  Pregunta {i + 1} · {p.fase}
                </p>
                {!hecha && <Insignia tono="naranja">Sin responder</Insignia>}
                {corta && <Insignia tono="naranja">Respuesta breve</Insignia>}
                {fallo && <Insignia tono="rojo">Sin guardar</Insignia>}
              </div>
              <p className="fuerte pre-linea">{p.texto}</p>
              {hecha && <p className="cita-respuesta">{texto}</p>}
              {corta && <p className="apagado pequeno">{t(REVISAR_BREVE)}</p>}
              <div>
                <Boton
                  variante="borde"
                  onClick={() => onIrA(i)}
                  aria-label={
                    !hecha
                      ? `Responder la pregunta ${i + 1}`
                      : corta
                        ? `Ampliar respuesta a la pregunta ${i + 1}`
                        : `Cambiar respuesta a la pregunta ${i + 1}`
                  }
                >
                  {!hecha ? 'Responder' : corta ? 'Ampliar respuesta' : 'Cambiar respuesta'}
                </Boton>
              </div>
            </li>
          );
        })}
      </ol>

      {error && <Alerta estado="error" role="alert" titulo={error} />}
      {hechas === 0 && <Alerta estado="info" titulo={t(msg.sinRespuestas)} />}

      <div className="acciones">
        <Boton variante="borde" tam="xl" anchoMovil onClick={onVolver}>
          Volver a las preguntas
        </Boton>
        <Boton tam="xl" anchoMovil onClick={() => setConfirmar(true)} disabled={hechas === 0}>
          Finalizar entrevista
        </Boton>
      </div>

      {confirmar && (
        <Dialogo
          titulo="¿Finalizar la entrevista?"
          bloqueado={finalizando}
          onCerrar={() => setConfirmar(false)}
          pie={
            <>
              <Boton variante="borde" tam="lg" onClick={() => setConfirmar(false)} disabled={finalizando}>
                Seguir revisando
              </Boton>
              <Boton tam="lg" onClick={() => void finalizar()} cargando={finalizando} textoCargando="Enviando…">
                Sí, finalizar
              </Boton>
            </>
          }
        >
          <p>{t('‹Enviarás› ‹tus› respuestas a la empresa y no ‹podrás› cambiar las respuestas después.')}</p>
          {sinResponder > 0 && (
            <p className="fuerte">
              {sinResponder === 1 ? 'Queda 1 pregunta sin responder.' : `Quedan ${sinResponder} preguntas sin responder.`}
            </p>
          )}
          {breves > 0 && (
            <p className="fuerte">
              {breves === 1
                ? `Hay 1 respuesta breve (menos de ${MIN_PALABRAS} palabras).`
                : `Hay ${breves} respuestas breves (menos de ${MIN_PALABRAS} palabras).`}
            </p>
          )}
        </Dialogo>
      )}
    </div>
  );
}
