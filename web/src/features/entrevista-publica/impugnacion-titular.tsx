// «Dar mi opinión o pedir una revisión» on «Mis datos» (D150; GDPR Art. 22(3)): for an interview
// with a report, the candidate writes their view on the assessment and may ask that a person review
// it; then the page shows each one with its state — waiting for the company, or its answer with who
// (by name) and when. One open at a time: the form comes back only once the company has answered,
// up to IMPUGNACION.maxPorEntrevista in all. Lean like the rest of the candidate's entry (D85).
import { useId, useState } from 'react';
import { impugnacion as msg, misDatos as msgMisDatos, fmt } from '@shared/messages';
import { IMPUGNACION, resultadoDeRespuesta } from '@shared/schemas/impugnacion';
import { Alerta, Boton, CajaTexto, Insignia } from '../../kit-ligero/ui';
import { mensajeDeError } from '../../lib/form-errors';
import { enviarImpugnacion, type Impugnacion } from './api/impugnacion';
import { useT } from './variante';
import { accesoGuardado, type EntrevistaTitular } from './api/mis-datos';

/** Day, month, year and time of an ISO instant, in Spanish, on the reader's clock. */
const momento = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function ImpugnacionTitular({ empresaId, entrevista }: { empresaId: string; entrevista: EntrevistaTitular }) {
  const t = useT();
  const id = useId();
  const [lista, setLista] = useState<Impugnacion[]>(entrevista.impugnaciones ?? []);
  const [abierto, setAbierto] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [pideRevision, setPideRevision] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  if (!entrevista.informe) return null;

  const pendiente = lista.at(-1)?.estado === 'pendiente';
  const puedeEnviar = !pendiente && lista.length < IMPUGNACION.maxPorEntrevista;
  const restantes = IMPUGNACION.opinionMax - opinion.trim().length;

  const enviar = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setError(null);
    const texto = opinion.trim();
    if (!texto) return setError(t(msg.opinionObligatoria));
    if (texto.length > IMPUGNACION.opinionMax) return setError(t(fmt(msg.opinionLarga, { max: IMPUGNACION.opinionMax })));
    const acceso = accesoGuardado();
    if (!acceso) return setError(t(msgMisDatos.accesoCaducado));
    setEnviando(true);
    try {
      const r = await enviarImpugnacion(acceso, empresaId, entrevista.id, { opinion: texto, pideRevision });
      setLista(r.lista);
      setAviso(r.mensaje || t(msg.enviada));
      setAbierto(false);
      setOpinion('');
      setPideRevision(false);
    } catch (e) {
      setError(mensajeDeError(e, t('No se pudo enviar ‹tu› opinión. ‹Inténtalo› de nuevo.')));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className="pila-seccion" data-testid={`impugnacion-${entrevista.id}`}>
      {lista.length > 0 && <h5 className="fuerte">{t('‹Tu› opinión sobre la evaluación')}</h5>}
      {lista.map((s) => (
        <div key={s.numero} className="pila-seccion">
          <p className="apagado">
            Enviada el {momento(s.enviadaEn)}
            {s.pideRevision ? t(' · ‹Pediste› que una persona revise la evaluación') : ''}{' '}
            {s.estado === 'pendiente' ? (
              <Insignia tono="naranja">Pendiente de respuesta</Insignia>
            ) : (
              <Insignia tono="marca">Respondida</Insignia>
            )}
          </p>
          <p className="cita-respuesta">{s.opinion}</p>
          {s.respuesta && (
            <div className="pila-seccion">
              <p>
                Respuesta de la empresa ({s.respuesta.por}, {momento(s.respuesta.fecha)}):
              </p>
              <p className="cita-respuesta">{s.respuesta.texto}</p>
              {/* What became of the assessment, in the e-mail's words (D160). */}
              <p className="apagado">{t(resultadoDeRespuesta(s) ?? '')}</p>
              {s.respuesta.resultado && (
                <>
                  <p>{t(msg.resultadoPosterior)}</p>
                  <p>
                    Resultado de la revisión ({s.respuesta.resultado.por}, {momento(s.respuesta.resultado.fecha)}):
                  </p>
                  <p className="cita-respuesta">{s.respuesta.resultado.texto}</p>
                </>
              )}
            </div>
          )}
        </div>
      ))}
      {aviso && (
        <Alerta estado="exito" role="status">
          {aviso}
        </Alerta>
      )}
      {puedeEnviar && !abierto && (
        <div className="acciones">
          <Boton variante="borde" anchoMovil onClick={() => (setAbierto(true), setAviso(null))}>
            Dar mi opinión o pedir una revisión
          </Boton>
        </div>
      )}
      {abierto && (
        <form onSubmit={enviar} className="pila-seccion" noValidate aria-labelledby={`${id}-t`}>
          <h5 className="fuerte" id={`${id}-t`}>
            Dar mi opinión o pedir una revisión
          </h5>
          <p className="apagado">
            {t(
              '‹Explica› qué ‹opinas› de la evaluación. La empresa la leerá junto a ‹tu› entrevista y tiene que ‹responderte|responderle|responderte›; ‹te› avisaremos por email.',
            )}
          </p>
          <label className="campo">
            <span className="fuerte">{t('‹Tu› opinión')}</span>
            <CajaTexto
              alto="medio"
              name="opinion"
              required
              maxLength={IMPUGNACION.opinionMax + 200}
              value={opinion}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-c`}
              onChange={(e) => setOpinion(e.target.value)}
            />
          </label>
          <span className={restantes < 0 ? 'texto-error pequeno' : 'apagado pequeno'} id={`${id}-c`}>
            {restantes >= 0 ? t(`‹Te› quedan ${restantes} caracteres`) : `Sobran ${-restantes} caracteres`}
          </span>
          <label className="consentimiento">
            <input type="checkbox" checked={pideRevision} onChange={(e) => setPideRevision(e.target.checked)} />
            <span>Quiero que una persona revise la evaluación</span>
          </label>
          {error && <Alerta estado="error" role="alert" titulo={error} />}
          <div className="acciones">
            <Boton type="submit" anchoMovil cargando={enviando} textoCargando="Enviando…">
              Enviar a la empresa
            </Boton>
            <Boton variante="fantasma" anchoMovil onClick={() => (setAbierto(false), setError(null))} disabled={enviando}>
              Cancelar
            </Boton>
          </div>
        </form>
      )}
    </div>
  );
}
