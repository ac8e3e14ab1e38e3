// The company's side of a candidate's WhatsApp opt-in (issue 68 item 3): the profile shows the record for
// the candidate's number; a person records one with the evidence of where the candidate gave it (required:
// «Lo pidió por teléfono el 3 de diciembre»), or ends it. Each leaves an audit entry in the same
// transaction (who, when, which candidate; no phone, no evidence). The candidate is the resolved company's
// (another company's id is a 404, as every candidate route).
import { candidatos as msgCandidatos, whatsappOptIn as msg } from '../../../shared/messages.js';
import type { OptInEmpresa } from '../../../shared/schemas/whatsapp-optin.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { conexionWhatsAppDe } from '../db/whatsapp.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { esE164, leerOptIn, registrarOptIn, registroDe, retirarOptIn, textoOptIn } from './optin.js';

async function candidatoYEmpresa(empresaId: string, id: string): Promise<{ c: CandidatoItem; empresa: EmpresaItem }> {
  const [c, empresa] = await Promise.all([getCandidato(empresaId, id), getEmpresa(empresaId)]);
  if (!c || !empresa) throw new NotFoundError(msgCandidatos.noEncontrado);
  return { c, empresa };
}

async function vista(c: CandidatoItem, empresa: EmpresaItem): Promise<OptInEmpresa> {
  const telefono = typeof c.telefono === 'string' && c.telefono ? c.telefono : null;
  const [conexion, o] = await Promise.all([
    conexionWhatsAppDe(c.empresaId),
    esE164(telefono) ? leerOptIn(c.empresaId, telefono) : Promise.resolve(undefined),
  ]);
  return {
    conexion: !!conexion,
    telefono,
    texto: textoOptIn(empresa),
    registro: o && o.candidatoId === c.id ? { ...registroDe(o), registradoPor: o.registradoPor ?? null } : null,
  };
}

/** GET /api/candidatos/{id}/whatsapp. */
export async function optInDeCandidato(empresaId: string, id: string): Promise<OptInEmpresa> {
  const { c, empresa } = await candidatoYEmpresa(empresaId, id);
  return vista(c, empresa);
}

/** POST /api/candidatos/{id}/whatsapp: recorded by `por` with the evidence. */
export async function registrarOptInPersonal(
  empresaId: string,
  id: string,
  body: { evidencia: string },
  por: string,
  now = new Date(),
): Promise<OptInEmpresa> {
  const { c, empresa } = await candidatoYEmpresa(empresaId, id);
  if (typeof c.telefono !== 'string' || !c.telefono.trim()) throw new ConflictError(msg.sinTelefono);
  if (!esE164(c.telefono)) throw new ConflictError(msg.telefonoSinPrefijo);
  if (!(await conexionWhatsAppDe(empresaId))) throw new ConflictError(msg.sinConexion);
  await registrarOptIn(
    empresaId,
    {
      candidatoId: c.id,
      telefono: c.telefono,
      texto: textoOptIn(empresa),
      fuente: 'personal',
      evidencia: body.evidencia,
      auditoria: { por, now },
    },
    now,
  );
  return vista(c, empresa);
}

/** POST /api/candidatos/{id}/whatsapp/baja: ended by `por` (a reason optional); none active is a 409. */
export async function retirarOptInPersonal(
  empresaId: string,
  id: string,
  body: { motivo?: string },
  por: string,
  now = new Date(),
): Promise<OptInEmpresa> {
  const { c, empresa } = await candidatoYEmpresa(empresaId, id);
  const o = esE164(c.telefono) ? await leerOptIn(empresaId, c.telefono) : undefined;
  if (!o || o.estado !== 'activo' || o.candidatoId !== c.id) throw new ConflictError(msg.sinOptIn);
  await retirarOptIn(
    empresaId,
    {
      telefono: o.telefono,
      candidatoId: c.id,
      fuente: 'personal',
      ...(body.motivo ? { evidencia: body.motivo } : {}),
      auditoria: { por, now },
    },
    now,
  );
  return vista(c, empresa);
}
