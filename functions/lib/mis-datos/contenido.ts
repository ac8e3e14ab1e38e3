// What «Mis datos» shows (D148; GDPR Art. 15): for an email an access key proved, every company's
// candidate with that email and what the company stores about them — the profile, the interviews
// with their answers, the AI's report (scores, quotes, the rubric anchor each matched, how it was
// made) and the review once saved — with the company's contact. Found through the holder index
// (GSI1 `TITULAR#{hash}`, no Scan), and each candidate read back from its company's partition and
// kept only when its own email is the one proved: the index is eventually consistent and a key
// proves an email, nothing else, so nothing is shown on the index's word alone.
import { leyDelAviso, representanteDeEmpresa, representanteDelAviso } from '../../../shared/aviso-entrevista.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { autoridadDe, leyDe, paisDeEmpresa, varianteDe } from '../../../shared/paises.js';
import { explicarUsoIA } from '../../../shared/mis-datos-explicacion.js';
import { fechaRealizacionDe } from '../../../shared/schemas/entrevista.js';
import type { RegistroRevision } from '../../../shared/schemas/informe.js';
import type { DatosTitular, EmpresaTitular } from '../../../shared/schemas/mis-datos.js';
import { getArea } from '../db/areas.js';
import { getSolicitudBorrado } from '../db/borrado-solicitado.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { entrevistasDeCandidatos, getDiseno, respuestasDe, type EntrevistaItem } from '../db/entrevistas.js';
import { fichasDelTitular, type FichaTitular } from '../db/mis-datos.js';
import { rubricaDe } from '../entrevistas/rubrica.js';
import { impugnacionesDelTitular } from '../impugnaciones/lectura.js';
import { ayudaDelCandidato } from '../ayuda-candidato/lectura.js';
import { getComentarios, getOpinion } from '../db/comentarios.js';
import { preguntasDe } from '../entrevistas/token-publico.js';
import { borradoTitular } from './borrado-titular.js';
import { informeTitular } from './informe-titular.js';
import type { VarianteEspanol } from '../../../shared/espanol.js';
import { retencionTitular } from '../retencion/titular.js';
import { ofertaOptIn, registroDe } from '../whatsapp/optin.js';

const normal = (email: string) => email.trim().toLowerCase();
const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

type Entrevista = EmpresaTitular['entrevistas'][number];

/** The follow-up as the candidate reads it: the question, their answer, who wrote it (a provider and model, or the template's rules: D158). */
const repregunta = (r: { pregunta: string; respuesta: string | null; metodo?: unknown; proveedor?: unknown; modelo?: unknown }) => ({
  pregunta: r.pregunta,
  respuesta: r.respuesta,
  ...(r.metodo === 'integrado' ? { metodo: 'integrado' as const } : {}),
  proveedor: texto(r.proveedor),
  modelo: texto(r.modelo),
});

/** The answers as the candidate gave them: the transcript once finished, the saved answers before. */
async function respuestas(e: EntrevistaItem): Promise<Entrevista['respuestas']> {
  if (e.transcripcion?.length)
    return e.transcripcion.map((t) => ({
      n: t.n,
      fase: t.fase || null,
      pregunta: t.pregunta,
      respuesta: t.respuesta,
      origen: t.origen,
      respondidaEn: t.respondidaEn,
      repregunta: t.repregunta ? repregunta(t.repregunta) : null,
      // The integrity signals are theirs too (D158): shown per answer, in neutral words.
      ...(t.senales ? { senales: t.senales } : {}),
    }));
  if (!e.consentimiento) return [];
  const [diseno, guardadas] = await Promise.all([getDiseno(e.empresaId, e.id), respuestasDe(e.empresaId, e.id)]);
  const preguntas = new Map(preguntasDe(diseno).map((p) => [p.n, p]));
  return guardadas.map((r) => ({
    n: r.n,
    fase: preguntas.get(r.n)?.fase ?? null,
    pregunta: preguntas.get(r.n)?.texto ?? '',
    respuesta: r.texto,
    origen: r.origen,
    respondidaEn: r.guardadaEn,
    repregunta: r.repregunta ? repregunta(r.repregunta) : null,
    ...(r.senales ? { senales: r.senales } : {}),
  }));
}

/** A review as the candidate reads it: who (by name), what, when and why; never the reviewer's id. */
const revision = (r: RegistroRevision) => ({
  decision: r.decision,
  comentario: r.comentario,
  puntuacionesAjustadas: r.puntuacionesAjustadas,
  revisadaPor: r.por.nombre,
  fecha: r.fecha,
  estadoCandidato: r.estadoCandidato,
});

/** The outcome mail and the feedback a person approved (D180: its texts and quotes, when; never who scored what) and their own opinion of the process (D173). */
async function comentariosTitular(e: EntrevistaItem): Promise<Pick<Entrevista, 'comentarios' | 'opinion'>> {
  const [c, o] = await Promise.all([getComentarios(e.empresaId, e.id), getOpinion(e.empresaId, e.id)]);
  const punto = (p: { texto: string; cita: string; pregunta: number }) => ({ texto: p.texto, cita: p.cita, pregunta: p.pregunta });
  return {
    comentarios: c
      ? {
          fortalezas: c.fortalezas.map(punto),
          mejoras: c.mejoras.map(punto),
          fecha: c.aprobadoEn,
          ...(c.resultado ? { mensaje: c.resultado.mensaje } : {}),
        }
      : null,
    opinion: o ? { puntuacion: o.puntuacion, comentario: o.comentario, fecha: o.fecha } : null,
  };
}

async function entrevista(e: EntrevistaItem, empresa: string, variante: VarianteEspanol): Promise<Entrevista> {
  const [lineas, rubrica] = await Promise.all([respuestas(e), rubricaDe(e)]);
  const x = {
    id: e.id,
    servicio: e.servicioNombre,
    fechaProgramada: e.fechaProgramada,
    fechaRealizacion: fechaRealizacionDe(e.historial) ?? null,
    estado: e.estado,
    consentimiento: e.consentimiento ? { fecha: e.consentimiento.fecha, version: e.consentimiento.version } : null,
    simulada: e.simulada === true,
    respuestas: lineas,
    informe: e.informeIA ? informeTitular(e.informeIA) : null,
    revision: e.validacion ? { actual: revision(e.validacion), anteriores: (e.validacion.anteriores ?? []).map(revision) } : null,
    rubrica,
    impugnaciones: await impugnacionesDelTitular(e.empresaId, e.id),
    ayuda: await ayudaDelCandidato(e),
    ...(await comentariosTitular(e)),
  };
  return { ...x, explicacion: explicarUsoIA(x, empresa, variante) };
}

function perfil(c: CandidatoItem, area: string | null): EmpresaTitular['candidato'] {
  return {
    id: c.id,
    nombre: c.nombre,
    email: c.email,
    telefono: texto(c.telefono),
    puesto: texto(c.puesto),
    posicion: texto(c.posicion),
    experiencia_años: typeof c.experiencia_años === 'number' ? c.experiencia_años : null,
    habilidades: Array.isArray(c.habilidades) ? c.habilidades : [],
    area,
    estado: c.estado,
    fechaCreacion: c.fechaCreacion,
    fechaActualizacion: texto(c.fechaActualizacion),
  };
}

const leyDeLaEmpresa = (empresa: Record<string, unknown>, now: Date) => {
  const ley = leyDe(paisDeEmpresa(empresa), now);
  return ley ? leyDelAviso(ley, varianteDe(paisDeEmpresa(empresa))) : null;
};

const representantePeru = (empresa: EmpresaItem, now: Date) => {
  const [r] = representanteDelAviso({ ley: leyDe(paisDeEmpresa(empresa), now), representante: representanteDeEmpresa(empresa) });
  return r ? { representante: r } : {};
};

/** Their WhatsApp opt-in for the phone the company holds (issue 68 item 3): the box, the record; null when neither. */
async function whatsappTitular(empresa: EmpresaItem, c: CandidatoItem): Promise<EmpresaTitular['whatsapp']> {
  const { oferta, registro } = await ofertaOptIn(empresa, c.empresaId, c);
  return oferta || registro ? { oferta, registro: registro ? registroDe(registro) : null } : null;
}

/** One company's data about the candidate the index named, or null when it is not (or no longer) theirs. */
async function deEmpresa(f: FichaTitular, email: string, now: Date): Promise<EmpresaTitular | null> {
  const c = await getCandidato(f.empresaId, f.candidatoId);
  if (!c || normal(c.email) !== email) return null;
  const [empresa, area, entrevistas, borrado] = await Promise.all([
    getEmpresa(f.empresaId),
    c.areaId ? getArea(f.empresaId, c.areaId) : undefined,
    entrevistasDeCandidatos(f.empresaId, [c.id]),
    getSolicitudBorrado(f.empresaId, c.id),
  ]);
  if (!empresa) return null;
  const nombre = nombreEmpresa(empresa);
  const variante = varianteDe(paisDeEmpresa(empresa));
  return {
    // The contact the interview's privacy notice names (functions/lib/entrevistas/publica.ts).
    // … and the law of its country, as the notice names it (D214).
    empresa: {
      id: f.empresaId,
      nombre,
      contacto: String(empresa.email ?? nombre),
      ley: leyDeLaEmpresa(empresa, now),
      variante,
      autoridad: autoridadDe(paisDeEmpresa(empresa), now),
      // Peru's representative, as the interview's notice prints it (D216); only where there is one.
      ...representantePeru(empresa, now),
    },
    candidato: perfil(c, area?.nombreArea ?? null),
    entrevistas: await Promise.all(entrevistas.filter((e) => e.candidatoId === c.id).map((e) => entrevista(e, nombre, variante))),
    borrado: borradoTitular(borrado),
    retencion: await retencionTitular(empresa, c),
    whatsapp: await whatsappTitular(empresa, c),
  };
}

/** Everything stored about `email`, company by company (by name). */
export async function datosDelTitular(emailProbado: string, now = new Date()): Promise<DatosTitular> {
  const email = normal(emailProbado);
  const fichas = await fichasDelTitular(email);
  const empresas = (await Promise.all(fichas.map((f) => deEmpresa(f, email, now)))).filter((e): e is EmpresaTitular => e !== null);
  empresas.sort((a, b) => a.empresa.nombre.localeCompare(b.empresa.nombre, 'es'));
  return { formato: 'talentia-mis-datos', version: 2, email, generadoEn: now.toISOString(), empresas };
}
