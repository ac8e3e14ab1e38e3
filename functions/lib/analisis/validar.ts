// PUT /api/entrevistas/{id}/validacion (issue 13; D69): a person decides. The AI's report stays as it
// was; the review sits beside it (decision, adjusted scores with the AI's next to them, comment, who
// and when). analizada → validada in one transaction with the company's state counter and its
// recommended count (the person's decision replaces the AI's conclusions there), and, when asked,
// the candidate's move to seleccionado or rechazado. The candidate is emailed only when the reviewer
// asks for it, after the commit; a failed email does not undo the review and the answer says so.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, informes as msg, candidatos as msgCandidatos, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { ESTADO_CANDIDATO_ETIQUETA, transicionPermitida } from '../../../shared/schemas/candidato.js';
import type { Validacion, ValidacionBody } from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import type { Caller } from '../auth/caller.js';
import { getCandidato, pasosEstadoCandidato } from '../db/candidatos.js';
import { empresaKeys, getEmpresa } from '../db/empresas.js';
import { analiticaKeys, msDesde, pasoSumar, pasosAnalitica } from '../db/analitica.js';
import { informeKeys, pasoInforme, type InformeListaItem } from '../db/informes.js';
import { entrevistaKeys, getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { getItem, transact, updateItem, type TransactStep } from '../db/repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { ponerSiVersion, siguiente } from '../entrevistas/transicion.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { esRecomendado, resumenInforme } from './agregados.js';

function nombreDe(caller: Caller): string {
  const p = caller.profile as { nombre?: string; apellidos?: string };
  return [p.nombre, p.apellidos].filter(Boolean).join(' ').trim() || caller.email;
}

/** The reviewer's scores that differ from the AI's, each with the AI's beside it. */
function ajustes(e: EntrevistaItem, body: ValidacionBody): Validacion['puntuacionesAjustadas'] {
  const porNombre = new Map(e.informeIA!.softSkills.map((s) => [normalizarTexto(s.habilidad), s]));
  const out: Validacion['puntuacionesAjustadas'] = [];
  for (const a of body.puntuacionesAjustadas ?? []) {
    const s = porNombre.get(normalizarTexto(a.habilidad));
    if (!s) {
      const m = fmt(msg.competenciaNoEnInforme, { competencia: a.habilidad });
      throw new ValidationError(m, [{ campo: 'puntuacionesAjustadas', msg: m }]);
    }
    if (s.puntuacion === a.puntuacion || out.some((o) => o.habilidad === s.habilidad)) continue;
    out.push({ habilidad: s.habilidad, puntuacion: a.puntuacion, puntuacionIA: s.puntuacion });
  }
  return out;
}

function pasoEmpresa(e: EntrevistaItem, validacion: Validacion): TransactStep {
  const antes = esRecomendado(e.informeIA!, null) ? 1 : 0;
  const despues = esRecomendado(e.informeIA!, validacion) ? 1 : 0;
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(e.empresaId),
        UpdateExpression: 'SET #pe.#de = #pe.#de - :uno, #pe.#a = if_not_exists(#pe.#a, :cero) + :uno ADD informesRecomendados :rec',
        ConditionExpression: 'attribute_exists(PK) AND #pe.#de > :cero',
        ExpressionAttributeNames: { '#pe': 'entrevistasPorEstado', '#de': 'analizada', '#a': 'validada' },
        ExpressionAttributeValues: { ':uno': 1, ':cero': 0, ':rec': despues - antes },
      },
    },
  };
}

/** The review's share of the analytics (D70): its area's recommended count and the quality block. */
function pasosAnaliticaRevision(e: EntrevistaItem, v: Validacion, areaId: string | null, now: Date): TransactStep[] {
  const ia = esRecomendado(e.informeIA!, null);
  const persona = esRecomendado(e.informeIA!, v);
  const hastaRevision = msDesde(e.historial, 'analizada', now);
  return pasosAnalitica(
    pasoSumar(analiticaKeys.area(e.empresaId, areaId), { validadas: 1, recomendados: (persona ? 1 : 0) - (ia ? 1 : 0) }),
    pasoSumar(analiticaKeys.calidad(e.empresaId), {
      validadas: 1,
      coincidencias: ia === persona ? 1 : 0,
      conAjustes: v.puntuacionesAjustadas.length ? 1 : 0,
      hastaRevisionMsSuma: hastaRevision ?? 0,
    }),
  );
}

export async function validarEntrevista(
  caller: Caller,
  empresaId: string,
  id: string,
  body: ValidacionBody,
  now = new Date(),
): Promise<{ entrevista: EntrevistaItem; emailFallido: boolean }> {
  const e = await getEntrevista(empresaId, id);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  if (e.estado === 'validada') throw new ConflictError(msg.yaValidada);
  if (e.estado !== 'analizada' || !e.informeIA) throw new ConflictError(fmt(msg.soloAnalizada, { estado: e.estado }));
  if (body.notificarCandidato && !body.estadoCandidato)
    throw new ValidationError(msg.emailSinEstado, [{ campo: 'notificarCandidato', msg: msg.emailSinEstado }]);

  const candidato = body.estadoCandidato ? await getCandidato(empresaId, e.candidatoId) : undefined;
  if (body.estadoCandidato) {
    if (!candidato) throw new NotFoundError(msgEntrevistas.candidatoNoEncontrado);
    if (!transicionPermitida(candidato.estado, body.estadoCandidato))
      throw new ConflictError(
        fmt(msgCandidatos.transicionNoPermitida, {
          de: ESTADO_CANDIDATO_ETIQUETA[candidato.estado],
          a: ESTADO_CANDIDATO_ETIQUETA[body.estadoCandidato],
        }),
      );
  }

  const validacion: Validacion = {
    decision: body.decision,
    puntuacionesAjustadas: ajustes(e, body),
    comentario: body.comentario,
    por: { userId: caller.userId, nombre: nombreDe(caller) },
    fecha: now.toISOString(),
    estadoCandidato: body.estadoCandidato ?? null,
    emailCandidato: null,
  };
  const despues = siguiente(e, 'validada', now, { validacion }, caller.userId);
  // The list item keeps the area it was filed under when the report was written.
  const lista = await getItem<InformeListaItem>(informeKeys.informe(empresaId, id));
  await transact([
    ponerSiVersion(despues, e),
    pasoEmpresa(e, validacion),
    pasoInforme(empresaId, resumenInforme(e, e.informeIA, 'validada', lista?.areaId ?? null, validacion)),
    ...pasosAnaliticaRevision(e, validacion, lista?.areaId ?? null, now),
    ...(candidato && body.estadoCandidato
      ? pasosEstadoCandidato(candidato, body.estadoCandidato, now.toISOString(), () => new ConflictError(msgEntrevistas.conflicto))
      : []),
  ]);

  if (!body.notificarCandidato || !body.estadoCandidato) return { entrevista: despues, emailFallido: false };
  const plantilla = body.estadoCandidato === 'seleccionado' ? 'resultadosEntrevista' : 'rechazoCandidato';
  try {
    const empresa = await getEmpresa(empresaId);
    const destino = { to: e.candidatoEmail, empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined };
    const base = { nombreCandidato: e.candidatoNombre, nombreEmpresa: empresa ? nombreEmpresa(empresa) : '' };
    const r =
      plantilla === 'resultadosEntrevista'
        ? await enviarPlantilla('resultadosEntrevista', destino, { ...base, mensaje: msg.mensajeSeleccionado })
        : await enviarPlantilla('rechazoCandidato', destino, {
            ...base,
            puesto: String(candidato?.posicion ?? candidato?.puesto ?? e.servicioNombre),
          });
    if (r.estado !== 'enviado') return { entrevista: despues, emailFallido: true };
    const conEmail = { ...despues, validacion: { ...validacion, emailCandidato: plantilla } } as EntrevistaItem;
    await updateItem(
      entrevistaKeys.entrevista(empresaId, id),
      { validacion: conEmail.validacion },
      () => new NotFoundError(msgEntrevistas.noEncontrada),
    );
    return { entrevista: conEmail, emailFallido: false };
  } catch (err) {
    logger.error('Candidate result email not sent', { empresaId, entrevistaId: id, plantilla, error: (err as Error).message });
    return { entrevista: despues, emailFallido: true };
  }
}
