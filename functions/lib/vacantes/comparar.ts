// Candidates of a vacancy side by side (issue 66 item 4, D188). Every id must be a candidate of this
// vacancy: one that is not — another vacancy's, another company's, an erased one's — is the same 404
// as a vacancy that is not the caller's. Reads by key only: the vacancy, then one BatchGetItem of the
// applications and one of the candidates, then one of their interviews (the application names it,
// D187). Of the interview only what the report screens show goes out: the report's scores, anchors
// and quotes, the integrity checks and the page's signals counted and named, the recommendation by
// rule, and the review's scores and decision with who and when — never the transcript, the review's
// comment or its reason (the oversight record's), the e-mail or the link.
import type {
  CandidatoComparado,
  ComparacionVacante,
  CompetenciaComparada,
  IntegridadComparada,
} from '../../../shared/schemas/comparacion.js';
import type { TurnoTranscripcion } from '../../../shared/schemas/entrevista.js';
import { type InformeIA, recomendacionDeIA, type Validacion } from '../../../shared/schemas/informe.js';
import { esMarcaSenalada, ETIQUETA_MARCA, TIPOS_MARCA } from '../../../shared/schemas/integridad.js';
import { vacantes as msg } from '../../../shared/messages.js';
import { pegadaEntera } from '../../../shared/senales-texto.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { puntuacionMedia } from '../analitica/agregados.js';
import { candidatoKeys, type CandidatoItem } from '../db/candidatos.js';
import { candidaturaKeys, type CandidaturaItem } from '../db/candidaturas.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';
import { getItems } from '../db/repository.js';
import { NotFoundError } from '../errors.js';
import { vacanteDe } from './candidaturas.js';

type Candidatura = Pick<CandidaturaItem, 'candidatoId' | 'etapa' | 'entrevistaId'>;
type Entrevista = Pick<
  EntrevistaItem,
  'id' | 'candidatoId' | 'vacanteId' | 'estado' | 'servicioNombre' | 'informeIA' | 'validacion' | 'transcripcion'
>;

export async function compararCandidatos(empresaId: string, vacanteId: string, ids: readonly string[]): Promise<ComparacionVacante> {
  const vacante = await vacanteDe(empresaId, vacanteId);
  const [candidaturas, candidatos] = await Promise.all([
    getItems<Candidatura>(
      ids.map((id) => candidaturaKeys.candidatura(empresaId, id, vacanteId)),
      ['candidatoId', 'etapa', 'entrevistaId'],
    ),
    getItems<Pick<CandidatoItem, 'id' | 'nombre'>>(
      ids.map((id) => candidatoKeys.candidato(empresaId, id)),
      ['id', 'nombre'],
    ),
  ]);
  // One not in the vacancy (or its candidate erased between the erasure's delete and its sweep) names nothing.
  if (candidaturas.length !== ids.length || candidatos.length !== ids.length) throw new NotFoundError(msg.candidaturaNoEncontrada);
  const nombres = new Map(candidatos.map((c) => [c.id, c.nombre]));
  const conEntrevista = candidaturas.filter((c) => c.entrevistaId);
  const entrevistas = await getItems<Entrevista>(
    conEntrevista.map((c) => entrevistaKeys.entrevista(empresaId, c.entrevistaId!)),
    ['id', 'candidatoId', 'vacanteId', 'estado', 'servicioNombre', 'informeIA', 'validacion', 'transcripcion'],
  );
  // The interview must be this candidate's and this vacancy's: the application's link is trusted no further.
  const porCandidato = new Map(entrevistas.filter((e) => e.vacanteId === vacanteId).map((e) => [e.candidatoId, e] as const));
  const comparados = candidaturas.map((c): CandidatoComparado => {
    const e = c.entrevistaId ? porCandidato.get(c.candidatoId) : undefined;
    const informe = e?.informeIA;
    return {
      candidatoId: c.candidatoId,
      nombre: nombres.get(c.candidatoId)!,
      etapa: c.etapa,
      entrevista: e ? { id: e.id, estado: e.estado, servicioNombre: e.servicioNombre } : null,
      informe: informe ? informeComparado(informe, e.validacion, e.transcripcion) : null,
      revision:
        informe && e.validacion
          ? { decision: e.validacion.decision, por: e.validacion.por.nombre, fecha: e.validacion.fecha, numero: e.validacion.numero ?? 1 }
          : null,
    };
  });
  return { vacante: { id: vacante.id, titulo: vacante.titulo }, competencias: filas(comparados), candidatos: comparados };
}

/** Every competency of the reports, once (accents and case aside), in the order they first appear. */
function filas(candidatos: readonly CandidatoComparado[]): string[] {
  const vistas = new Map<string, string>();
  for (const c of candidatos)
    for (const s of c.informe?.competencias ?? []) {
      const clave = normalizarTexto(s.habilidad);
      if (!vistas.has(clave)) vistas.set(clave, s.habilidad);
    }
  return [...vistas.values()];
}

function informeComparado(informe: InformeIA, validacion: Validacion | undefined, transcripcion: TurnoTranscripcion[] | null | undefined) {
  const ajustadas = new Map((validacion?.puntuacionesAjustadas ?? []).map((a) => [normalizarTexto(a.habilidad), a.puntuacion]));
  const competencias = informe.softSkills.map((s): CompetenciaComparada => {
    const ajustada = ajustadas.get(normalizarTexto(s.habilidad));
    const propia = s.evaluado ? s.puntuacion : null;
    return {
      habilidad: s.habilidad,
      puntuacionInforme: propia,
      evaluado: s.evaluado,
      ancla: s.ancla,
      puntuacionRevision: validacion ? (ajustada ?? propia) : null,
      ajustada: ajustada !== undefined && ajustada !== propia,
      evidencia: s.evaluado ? s.evidencia : [],
    };
  });
  return {
    metodo: informe.procedencia.metodo,
    competencias,
    mediaInforme: puntuacionMedia(informe),
    mediaRevision: validacion ? puntuacionMedia(informe, validacion) : null,
    recomendacion: { valor: recomendacionDeIA(informe), regla: informe.recomendacion?.regla ?? null },
    integridad: integridadComparada(informe, transcripcion ?? []),
  };
}

/**
 * The report's checks and the page's signals as counts and labels, counted as the report's «Señales de
 * integridad» counts them: an answer with a flag that points at it, or pasted whole (the report's own
 * list since issue 65; an older report's read from the transcript's signals).
 */
function integridadComparada(informe: InformeIA, turnos: readonly TurnoTranscripcion[]): IntegridadComparada {
  const i = informe.integridad;
  const porTipo = new Map<(typeof TIPOS_MARCA)[number], Set<number>>();
  for (const m of i?.marcas ?? []) porTipo.set(m.tipo, (porTipo.get(m.tipo) ?? new Set()).add(m.pregunta));
  const pegadas = i?.pegadas ?? turnos.filter((t) => pegadaEntera(t.senales, t.respuesta)).map((t) => t.n);
  const senaladas = new Set([...(i?.marcas ?? []).filter((m) => esMarcaSenalada(m.tipo)).map((m) => m.pregunta), ...pegadas]);
  return {
    comprobada: !!i,
    respuestasConSenales: senaladas.size,
    marcas: TIPOS_MARCA.filter((t) => porTipo.has(t)).map((tipo) => ({
      tipo,
      etiqueta: ETIQUETA_MARCA[tipo],
      respuestas: porTipo.get(tipo)!.size,
      deJuego: esMarcaSenalada(tipo),
    })),
    discrepancias: i?.discrepancias.length ?? 0,
    resumen: i?.resumen ?? [],
    senalesPagina: {
      conPegado: turnos.filter((t) => (t.senales?.pegados ?? 0) > 0).length,
      conPerdidaFoco: turnos.filter((t) => (t.senales?.perdidasFoco ?? 0) > 0).length,
      pegadasEnteras: pegadas.length,
    },
  };
}
