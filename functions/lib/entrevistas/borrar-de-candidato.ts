// A candidate's interviews when the candidate is erased (GDPR art. 17; D64, D79): their transcripts
// are the candidate's personal data, so they go with them, whatever their state — erasure is a
// right, not something a pending interview may block. Each interview goes in its own transaction
// with its look-up item (a live link dies at once), design, answers, marker, the candidate's views
// on its assessment (D150), their adjustment requests and messages (D172), the feedback sent and their
// opinion of the process (D173), their fairness self-declaration (D175), its WhatsApp sends (issue 68), and the counters
// its state holds: the company's state counter, the report aggregates, and while it is programada
// the plan unit it took and the hand-off of the template's count (applied off the request path, D168).
//
// The counters are moved by the state read, so the delete is conditional on that state (its
// `estado` and `version`, which every state move raises): a consent, a finish or a report landing
// between the read and the write fails the transaction, and the interview is read again and erased
// by what it has become — never a counter moved twice or in the wrong bucket.
//
// The plan meter (`uso.entrevistas`, D79): usage that happened stays counted. Only an interview that
// never started (programada: no consent, no question shown, no AI call) gives its unit back, as a
// cancel does; from the consent on, erasing the personal data leaves the unit spent.
import { entrevistas as msg } from '../../../shared/messages.js';
import { estadoContado } from '../../../shared/schemas/entrevista.js';
import { aggregadosInforme, esRecomendado } from '../analitica/agregados.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { borrarSiIgual } from '../db/entrevistas-pasos.js';
import { impugnacionKeys } from '../db/impugnaciones.js';
import { pasoBorrarAyuda } from '../db/ayuda-candidato.js';
import { pasosBorrarComentarios } from '../db/comentarios.js';
import { pasoBorrarEquidad } from '../db/equidad.js';
import { pasoBorrarInforme } from '../db/informes.js';
import { entrevistaKeys, entrevistasDeCandidatos, getEntrevista, respuestasDe, type EntrevistaItem } from '../db/entrevistas.js';
import { transact, type TransactStep } from '../db/repository.js';
import { AppError, ConflictError } from '../errors.js';
import type { Enviar } from '../colas/entrega.js';
import { entregaConteo, enviarConteo } from '../servicios-hr/conteo.js';
import { borrarEnviosWhatsApp } from '../whatsapp/borrar-envios.js';

/** Rounds per interview: each lost round means its state moved meanwhile (it moves forward only, a few times at most). */
const INTENTOS_POR_ENTREVISTA = 6;

/** The interview is no longer what was read: read it again. */
class Cambiada extends AppError {
  constructor() {
    super(409, 'CONFLICT', msg.conflicto);
  }
}

export async function entrevistasDelCandidato(empresaId: string, candidatoId: string): Promise<EntrevistaItem[]> {
  return entrevistasDeCandidatos(empresaId, [candidatoId], 500);
}

/** Whether erasing an interview in this state gives its plan unit back (D79): only if it never started. */
export function devuelveCuota(estado: EntrevistaItem['estado']): boolean {
  return estado === 'programada';
}

/**
 * The company's counters: one less in the state read, the plan unit while never started, the report's
 * share of the cards. A cancelled interview holds none of them (its cancel gave them back): nothing.
 */
function pasosEmpresaBorrada(empresaId: string, e: EntrevistaItem): TransactStep[] {
  if (!estadoContado(e.estado)) return [];
  // A report leaves the company's report aggregates with it (the Informes cards, D69).
  const a = e.informeIA ? aggregadosInforme(e.informeIA) : null;
  return pasosEmpresa(empresaId, {
    estado: { de: e.estado },
    ...(devuelveCuota(e.estado) ? { cuotas: { entrevistas: -1 } } : {}),
    ...(a && e.informeIA
      ? {
          informes: {
            informesGenerados: -1,
            informesSumaPuntuacion: -a.suma,
            informesConPuntuacion: -a.conPuntuacion,
            informesRecomendados: esRecomendado(e.informeIA, e.validacion) ? -1 : 0,
          },
        }
      : {}),
  });
}

/**
 * Erases one interview as read (`leida`); when it changed meanwhile, reads it again and erases what it
 * became. Answers whether it erased it (false: someone else deleted it first, e.g. a cancel).
 */
export async function borrarEntrevista(empresaId: string, candidatoId: string, leida: EntrevistaItem, enviar?: Enviar): Promise<boolean> {
  let e: EntrevistaItem | undefined = leida;
  // Its WhatsApp sends (issue 68 item 3) first: were the erasure cut short after the interview's delete, a
  // retry would no longer find the interview to find them by. A send can only follow a live interview.
  await borrarEnviosWhatsApp(empresaId, leida.id);
  for (let intento = 1; e; intento++) {
    const respuestas = await respuestasDe(empresaId, e.id);
    const conteo = e.estado === 'programada' ? entregaConteo(empresaId, e.servicioId, -1, new Date()) : undefined;
    try {
      await transact([
        borrarSiIgual(e, () => new Cambiada()),
        { op: { Delete: { Key: entrevistaKeys.token(e.tokenHash) } } },
        { op: { Delete: { Key: entrevistaKeys.diseno(empresaId, e.id) } } },
        { op: { Delete: { Key: entrevistaKeys.deCandidato(empresaId, candidatoId, e.id) } } },
        ...(e.informeIA ? [pasoBorrarInforme(empresaId, e.id)] : []),
        // The candidate's views on the assessment and the company's answers (D150): their personal data too.
        { op: { Delete: { Key: impugnacionKeys.impugnacion(empresaId, e.id) } } },
        // Their adjustment requests and their thread with a person (D172): theirs too.
        pasoBorrarAyuda(empresaId, e.id),
        // The feedback sent to the candidate and their opinion of the process (D173); the opinion's share of the anonymous aggregates stays.
        ...pasosBorrarComentarios(empresaId, e.id),
        // Their fairness self-declaration (D175): no count of it is kept elsewhere, so nothing of it stays.
        pasoBorrarEquidad(empresaId, e.id),
        ...respuestas.map((r) => ({ op: { Delete: { Key: entrevistaKeys.respuesta(empresaId, e!.id, r.n) } } })),
        ...pasosEmpresaBorrada(empresaId, e),
        ...(conteo ? [conteo.paso] : []),
      ]);
    } catch (err) {
      if (!(err instanceof Cambiada)) throw err;
      if (intento >= INTENTOS_POR_ENTREVISTA) throw new ConflictError(msg.conflicto);
      e = await getEntrevista(empresaId, e.id);
      continue;
    }
    await enviarConteo(conteo, enviar);
    // An answer saved between the read of the answers and the delete (its write checked the interview
    // still ran): no answer can land now that the interview is gone, so one more read finds them all.
    const tardias = await respuestasDe(empresaId, e.id);
    if (tardias.length > 0)
      await transact(tardias.map((r) => ({ op: { Delete: { Key: entrevistaKeys.respuesta(empresaId, e!.id, r.n) } } })));
    // … and a send that was on its way meanwhile.
    await borrarEnviosWhatsApp(empresaId, e.id);
    return true;
  }
  return false;
}

/** Erases every interview of the candidate; answers how many. `enviar`: the template counts' fast path (else the sweep's). */
export async function borrarEntrevistasDeCandidato(empresaId: string, candidatoId: string, enviar?: Enviar): Promise<number> {
  let borradas = 0;
  for (const e of await entrevistasDelCandidato(empresaId, candidatoId)) {
    if (await borrarEntrevista(empresaId, candidatoId, e, enviar)) borradas++;
  }
  return borradas;
}
