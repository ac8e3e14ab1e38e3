// POST /api/publico/entrevistas/{token}/respuestas/{n}/repregunta (D67): the interviewer's one
// short follow-up about a saved answer, written by OpenAI or Claude (the company's key, else the
// platform's: claveParaUsar, D60) from the question, what it explores, its competency and rubric,
// and the answer. At most one per question and idempotent: once stored it is answered again without
// a second call. Whatever goes wrong with the provider — an error, a time-out, an answer that is
// not one short question or touches a protected trait — the answer is `null` and the interview goes
// on without a follow-up. With no provider key, or with the company's AI paused (D153), the
// template's own rules ask it instead (D158, repregunta-integrada.ts): on a STAR question whose
// answer lacks the candidate's own action (or speaks only as «we»), the result or the situation,
// one fixed question, stored and recorded the same way with `metodo: 'integrado'`. With a key,
// the model's prompt is told the same gaps. Without a key, Amazon Bedrock when the deploy enabled it
// (D176): the order is proveedores-ia/precedencia.ts's, the prompt and the checks the same.
import { publico as msg } from '../../../shared/messages.js';
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import { claveParaUsar, type ClaveParaUsar } from '../configuracion/clave-para-usar.js';
import { entrevistaKeys, getDiseno, respuestaDe, type DisenoItem, type EntrevistaItem, type RepreguntaItem } from '../db/entrevistas.js';
import { getItem, transact } from '../db/repository.js';
import { getServicioHr } from '../db/servicios-hr.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { modeloParaLlamar } from '../proveedores-ia/modelos.js';
import { baseUrlDe } from '../proveedores-ia/comprobar.js';
import { callSignal } from '../request-scope.js';
import { preguntasDe, viva } from './publica.js';
import { elegirIA } from '../proveedores-ia/precedencia.js';
import { converse, FalloBedrock } from '../proveedores-ia/bedrock.js';
import { enCursoConsentida, pasoRepregunta } from '../db/entrevistas-pasos.js';
import { INSTRUCCIONES_REPREGUNTA, limpiarRepregunta, mensajeRepregunta, type DatosRepregunta } from './repregunta-texto.js';
import { iaPausada } from '../../../shared/schemas/supervision.js';
import { getEmpresa } from '../db/empresas.js';
import { pasoSupervision } from '../db/supervision.js';
import { entradaRepregunta, entradaRepreguntaIntegrada, versionDeTexto } from '../supervision/entradas.js';
import { ETIQUETA_FALTA, huecosStar, VERSION_REGLAS_REPREGUNTA, type Huecos, type PreguntaDiseno } from './repregunta-integrada.js';
import type { Key } from '../db/keys.js';

/** The version of the follow-up's instructions (the oversight record's `promptVersion`, D153). */
export const VERSION_PROMPT_REPREGUNTA = versionDeTexto(INSTRUCCIONES_REPREGUNTA);

type ProveedorRepregunta = 'openai' | 'claude' | 'bedrock';

/** Milliseconds a provider has to answer (the route's own deadline is 20 s). */
export const MS_REPREGUNTA = 12_000;
const MAX_TOKENS = 120;

/**
 * "No follow-up" is stored too, as `repreguntaDescartada` on the answer item, when the provider did
 * answer but with nothing usable (NINGUNA: the answer was complete; or a malformed or protected
 * question): that call was paid and its verdict about this answer stands, so asking again (a reload,
 * going back and forth) makes no second call. A failure (no key, an error, a time-out) stores
 * nothing: a later request may try again. The marker is a separate attribute, so `repregunta` stays
 * absent and PUT …/respuestas/{n} keeps refusing an answer to a follow-up that was never asked.
 */
interface Descartada {
  motivo: string;
  proveedor: ProveedorRepregunta;
  modelo: string;
  en: string;
}

interface ItemRespuesta {
  texto?: string;
  repregunta?: RepreguntaItem;
  repreguntaDescartada?: Descartada;
}

const noDisponible = () => new NotFoundError(msg.noDisponible);

/** The question's design: what it explores, its competency, that competency's rubric anchors, and its phase's objective. */
function datosDePregunta(
  d: DisenoItem | undefined,
  n: number,
): (Omit<DatosRepregunta, 'respuesta'> & Pick<PreguntaDiseno, 'objetivoFase'>) | undefined {
  let i = 0;
  for (const f of d?.estructura?.fases ?? [])
    for (const p of f.preguntas ?? []) {
      if (i++ !== n) continue;
      const rubrica = (d?.estructura?.rubrica ?? []) as Array<{
        competencia?: string;
        descripcion?: string;
        anclas?: DatosRepregunta['anclas'];
      }>;
      const c = p.competencia
        ? rubrica.find((r) => r.competencia?.trim().toLowerCase() === p.competencia!.trim().toLowerCase())
        : undefined;
      return {
        pregunta: p.texto,
        explora: p.explora,
        competencia: p.competencia,
        descripcionCompetencia: c?.descripcion,
        anclas: c?.anclas?.bajo && c.anclas.medio && c.anclas.alto ? c.anclas : undefined,
        objetivoFase: f.objetivo,
      };
    }
  return undefined;
}

/** What the precedence chose (D176): a key, opened (one that cannot be opened is skipped), or the deploy's Bedrock. */
interface Elegida {
  p: ProveedorRepregunta;
  clave: ClaveParaUsar | null;
  modelo: string;
  origen: 'empresa' | 'plataforma' | 'aws';
}

async function elegir(empresaId: string, servicioId: string): Promise<Elegida | null> {
  const preferida = await getServicioHr(servicioId)
    .then((s) => s?.api_preferida)
    .catch(() => undefined);
  const excluir: ProveedorIA[] = [];
  for (;;) {
    const e = await elegirIA(empresaId, 'repregunta', { preferida: typeof preferida === 'string' ? preferida : undefined, excluir });
    if (e.via === 'integrado') return null;
    if (e.via === 'aws') return { p: 'bedrock', clave: null, modelo: e.modelo!, origen: 'aws' };
    const p = e.proveedor as 'openai' | 'claude';
    const clave = await claveParaUsar(empresaId, p);
    // The panel's label is not an id the provider accepts: one mapping for every call (D113).
    if (clave) return { p, clave, modelo: modeloParaLlamar(p, 'repregunta', clave.modelo), origen: clave.origen };
    excluir.push(p);
  }
}

class FalloProveedor extends Error {}
/** Another request stored its follow-up (or its verdict) first. */
class Carrera extends ConflictError {}

/** One chat call, raw fetch (no SDK) or Bedrock's Converse (the function's role); the model's text. */
async function llamar(p: ProveedorRepregunta, clave: ClaveParaUsar | null, modelo: string, usuario: string): Promise<string> {
  if (p === 'bedrock' || !clave) {
    try {
      const r = await converse({ modelo, sistema: INSTRUCCIONES_REPREGUNTA, usuario, maxTokens: MAX_TOKENS, timeoutMs: MS_REPREGUNTA });
      if (!r.texto) throw new FalloProveedor(`respuesta sin texto (stopReason ${r.razonParada})`);
      return r.texto;
    } catch (err) {
      if (err instanceof FalloBedrock) throw new FalloProveedor(err.tipo);
      throw err;
    }
  }
  const base = baseUrlDe(p as ProveedorIA, clave.baseUrl);
  const peticion: { url: string; headers: Record<string, string>; body: unknown } =
    p === 'openai'
      ? {
          url: `${base}/v1/chat/completions`,
          headers: { authorization: `Bearer ${clave.apiKey}` },
          body: {
            model: modelo,
            // Current models' parameters (D113; analisis/proveedor/llamada.ts says why).
            max_completion_tokens: MAX_TOKENS,
            messages: [
              { role: 'system', content: INSTRUCCIONES_REPREGUNTA },
              { role: 'user', content: usuario },
            ],
          },
        }
      : {
          url: `${base}/v1/messages`,
          headers: { 'x-api-key': clave.apiKey, 'anthropic-version': '2023-06-01' },
          body: {
            model: modelo,
            max_tokens: MAX_TOKENS,
            system: INSTRUCCIONES_REPREGUNTA,
            messages: [{ role: 'user', content: usuario }],
          },
        };
  const res = await fetch(peticion.url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...peticion.headers },
    body: JSON.stringify(peticion.body),
    redirect: 'error',
    signal: callSignal(AbortSignal.timeout(MS_REPREGUNTA)),
  });
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new FalloProveedor(`HTTP ${res.status}`);
  }
  const j = (await res.json()) as {
    choices?: Array<{ message?: { content?: unknown } }>;
    content?: Array<{ type?: string; text?: unknown }>;
  };
  const texto = p === 'openai' ? j.choices?.[0]?.message?.content : j.content?.find((c) => c.type === 'text')?.text;
  if (typeof texto !== 'string') throw new FalloProveedor('respuesta sin texto');
  return texto;
}

/** What the page gets: the stored follow-up's question, or null. */
const data = (pregunta: string | null) => ({ pregunta });

export async function pedirRepregunta(token: string, origen: string, n: number, now = new Date()): Promise<{ pregunta: string | null }> {
  const { e } = await viva(token, origen, now);
  if (!e.consentimiento) throw new ConflictError(msg.sinConsentimiento);
  if (e.estado !== 'en_progreso') throw noDisponible();
  const diseno = await getDiseno(e.empresaId, e.id);
  if (n >= preguntasDe(diseno).length) throw new ValidationError(msg.preguntaNoExiste, [{ campo: 'n', msg: msg.preguntaNoExiste }]);
  // A simulated interview has no candidate to ask.
  if (e.simulada) return data(null);

  const clave = entrevistaKeys.respuesta(e.empresaId, e.id, n);
  const guardada = await getItem<ItemRespuesta>(clave, { consistent: true });
  if (!guardada?.texto?.trim()) throw new ConflictError(msg.repreguntaSinRespuesta);
  if (guardada.repregunta) return data(guardada.repregunta.pregunta);
  if (guardada.repreguntaDescartada) return data(null);

  const { objetivoFase, ...datos } = datosDePregunta(diseno, n)!;
  // The template's rules (D158): the gaps of a STAR answer, asked by them or told to the model.
  const huecos = huecosStar({ pregunta: datos.pregunta, explora: datos.explora, objetivoFase }, guardada.texto);
  // The company paused the AI (D153): no provider is asked; the rules are no AI and still ask.
  const pausada = iaPausada(await getEmpresa(e.empresaId));
  const elegida = pausada
    ? null
    : await elegir(e.empresaId, e.servicioId).catch((err: unknown) => {
        logger.warn('Interview follow-up key not available', { motivo: (err as Error)?.name });
        return null;
      });
  if (!elegida) return preguntarConReglas(e, n, clave, huecos, guardada.texto, pausada, now);
  const { p, clave: k, modelo } = elegida;

  const mensaje = mensajeRepregunta({ ...datos, respuesta: guardada.texto, faltas: huecos?.faltas.map((f) => ETIQUETA_FALTA[f]) });
  let salida: string;
  try {
    salida = await llamar(p, k, modelo, mensaje);
  } catch (err) {
    // Never the key, the token or the answer: which provider, and what kind of failure.
    const motivo =
      err instanceof FalloProveedor ? err.message : (err as Error)?.name === 'TimeoutError' ? 'time-out' : (err as Error)?.name;
    logger.warn('Interview follow-up not generated', { proveedor: p, origenClave: elegida.origen, motivo });
    return data(null);
  }

  const limpia = limpiarRepregunta(salida);
  const generadaEn = now.toISOString();
  if (limpia.pregunta === null && limpia.motivo !== 'ninguna')
    logger.warn('Interview follow-up dropped', { proveedor: p, motivo: limpia.motivo, ...(limpia.tema ? { tema: limpia.tema } : {}) });
  const valor: RepreguntaItem | Descartada =
    limpia.pregunta === null
      ? { motivo: limpia.motivo, proveedor: p, modelo, en: generadaEn }
      : { pregunta: limpia.pregunta, respuesta: null, proveedor: p, modelo, generadaEn };
  try {
    await transact([
      // Only while the interview runs: nothing lands after "Finalizar" (which deletes the answers).
      enCursoConsentida(e, noDisponible),
      pasoRepregunta(clave, limpia.pregunta === null ? 'repreguntaDescartada' : 'repregunta', valor, () => new Carrera()),
      // The oversight record (D153): the model's follow-up (asked or discarded), with the verdict's own write.
      pasoSupervision(
        e.empresaId,
        entradaRepregunta(e.id, n, now, {
          proveedor: p,
          modelo,
          promptVersion: VERSION_PROMPT_REPREGUNTA,
          entrada: mensaje,
          pregunta: limpia.pregunta,
        }),
      ),
    ]);
  } catch (err) {
    if (!(err instanceof Carrera)) throw err;
    // Another request stored its verdict first: that one is the answer (one follow-up per question).
    const ahora = await respuestaDe(e.empresaId, e.id, n);
    return data(ahora?.repregunta?.pregunta ?? null);
  }
  return data(limpia.pregunta);
}

/**
 * The built-in interviewer's follow-up (D158): the rules' one question about the first gap of a STAR
 * answer, stored as the model's would be (`repregunta` on the answer item, under the same condition:
 * one per question) with `metodo: 'integrado'` and no provider, and recorded in the oversight record
 * in the same write. No gap, or no STAR question: nothing is stored (the rules give the same verdict
 * next time, and a key added later may still ask).
 */
async function preguntarConReglas(
  e: EntrevistaItem,
  n: number,
  clave: Key,
  huecos: Huecos | null,
  respuesta: string,
  iaPausada: boolean,
  now: Date,
): Promise<{ pregunta: string | null }> {
  if (!huecos?.pregunta) return data(null);
  const valor: RepreguntaItem = {
    pregunta: huecos.pregunta,
    respuesta: null,
    metodo: 'integrado',
    proveedor: null,
    modelo: VERSION_REGLAS_REPREGUNTA,
    generadaEn: now.toISOString(),
  };
  try {
    await transact([
      enCursoConsentida(e, noDisponible),
      pasoRepregunta(clave, 'repregunta', valor, () => new Carrera()),
      pasoSupervision(
        e.empresaId,
        entradaRepreguntaIntegrada(e.id, n, now, {
          version: VERSION_REGLAS_REPREGUNTA,
          entrada: respuesta,
          pregunta: huecos.pregunta,
          iaPausada,
        }),
      ),
    ]);
  } catch (err) {
    if (!(err instanceof Carrera)) throw err;
    const ahora = await respuestaDe(e.empresaId, e.id, n);
    return data(ahora?.repregunta?.pregunta ?? null);
  }
  return data(huecos.pregunta);
}
