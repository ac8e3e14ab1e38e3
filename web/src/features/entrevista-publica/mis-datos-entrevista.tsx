// One interview on «Mis datos» (D148, D152): the answers with the integrity signals noted for each (D158), the report's scores with the rubric level
// each matched and what that level says, the quotes it rests on, the company's decision, and how the
// AI was used in it, in plain Spanish (the server writes those words: shared/mis-datos-explicacion.ts),
// the candidate's view on the assessment with the company's answer (D150), the feedback a person
// approved and their own opinion of the process (D173).
import { describirSenales } from '@shared/senales-texto';
import type { EntrevistaTitular } from './api/mis-datos';
import { ImpugnacionTitular } from './impugnacion-titular';
import { useT } from './variante';
import { ESTADO_ENTREVISTA, autorInforme, fecha, puntuacionConAncla, textoRevision } from './mis-datos-formato';

export function EntrevistaMisDatos({ x, empresaId }: { x: EntrevistaTitular; empresaId: string }) {
  const t = useT();
  const evaluadas = x.informe?.softSkills.filter((s) => s.evaluado) ?? [];
  return (
    <article className="pila-seccion separado">
      <h4 className="fuerte">
        {x.servicio} · {ESTADO_ENTREVISTA[x.estado] ?? x.estado}
      </h4>
      <p className="apagado">
        {x.fechaRealizacion ? `Realizada el ${fecha(x.fechaRealizacion)}` : `Programada para el ${fecha(x.fechaProgramada)}`}
        {x.simulada ? t(' · Simulación de demostración: las respuestas no son ‹tuyas›') : ''}
      </p>
      {x.respuestas.length > 0 && (
        <ol className="lista">
          {x.respuestas.map((r) => (
            <li key={r.n}>
              <p className="fuerte">{r.pregunta}</p>
              <p className="cita-respuesta">{r.respuesta || '(sin respuesta)'}</p>
              {r.repregunta && (
                <>
                  <p className="fuerte">{r.repregunta.pregunta}</p>
                  <p className="cita-respuesta">{r.repregunta.respuesta || '(sin respuesta)'}</p>
                </>
              )}
              {r.senales && <p className="apagado pequeno">{describirSenales(r.senales)}</p>}
            </li>
          ))}
        </ol>
      )}
      {x.informe && (
        <div className="pila-seccion">
          <p className="fuerte">Informe {autorInforme(x.informe)}</p>
          <ul className="lista">
            {evaluadas.map((s) => {
              const p = puntuacionConAncla(x, s);
              return (
                <li key={s.habilidad}>
                  <span className="fuerte">{s.habilidad}</span>: {p.nota}
                  {p.ancla && <p className="apagado">Qué describe ese nivel: {p.ancla}</p>}
                  {s.evidencia.map((ev) => (
                    <p key={ev.cita} className="cita-respuesta">
                      «{ev.cita}»
                    </p>
                  ))}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {x.revision && <p>{textoRevision(x.revision.actual)}</p>}
      {x.comentarios && (
        <div className="pila-seccion" data-testid="comentarios-titular">
          <p className="fuerte">
            {t(x.comentarios.fortalezas.length ? 'Resultado y comentarios sobre ‹tu› entrevista' : 'Resultado de ‹tu› entrevista')}
          </p>
          <p className="apagado">
            Una persona del equipo {x.comentarios.fortalezas.length ? 'los revisó y aprobó' : 'lo aprobó'} el {fecha(x.comentarios.fecha)}
            {x.comentarios.fortalezas.length ? t(', con ‹tus› propias palabras') : ''}.
          </p>
          {x.comentarios.mensaje && <p style={{ whiteSpace: 'pre-line' }}>{x.comentarios.mensaje}</p>}
          {(['fortalezas', 'mejoras'] as const).map(
            (tipo) =>
              x.comentarios![tipo].length > 0 && (
                <div key={tipo}>
                  <p className="fuerte">{tipo === 'fortalezas' ? 'Puntos fuertes' : 'Aspectos a mejorar'}</p>
                  {x.comentarios![tipo].map((p, i) => (
                    <div key={`${tipo}${i}`}>
                      <p>{p.texto}</p>
                      <p className="cita-respuesta">{p.cita ? `«${p.cita}»` : t(`Sobre ‹tu› respuesta a la pregunta ${p.pregunta + 1}`)}</p>
                    </div>
                  ))}
                </div>
              ),
          )}
        </div>
      )}
      {x.opinion && (
        <p className="apagado">
          {t('‹Tu› opinión sobre el proceso')} ({fecha(x.opinion.fecha)}):{' '}
          {x.opinion.puntuacion === null ? 'sin puntuación' : `${x.opinion.puntuacion} de 10`}
          {x.opinion.comentario ? ` · «${x.opinion.comentario}»` : ''}
        </p>
      )}
      {x.explicacion.length > 0 && (
        <div className="pila-seccion">
          <p className="fuerte">Cómo se usó la IA en esta entrevista</p>
          {x.explicacion.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </div>
      )}
      <ImpugnacionTitular empresaId={empresaId} entrevista={x} />
    </article>
  );
}
