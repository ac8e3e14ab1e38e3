// Informing the representatives (issue 56 item 2, D174; AI Act Art. 26(7)): a company admin records
// when and to whom the algorithm dossier was given, naming the dossier by its SHA-256 — the one the
// server generates again for the same period, so a record always names a dossier that can be made
// again from the same facts. The state compares the templates in use now with those the last
// delivery described: a template changed (or offered) since makes the dossier out of date, which the
// Configuración screen shows and the admins hear of by the bell (avisarDosierDesactualizado).
import { dosier as msg, fmt } from '../../../shared/messages.js';
import { DOSIER, type EntregaDosierBody, type EntregasDosier, type EstadoDosier } from '../../../shared/schemas/dosier.js';
import type { Caller } from '../auth/caller.js';
import { crearEntregaDosier, entregasDosier, ultimaEntregaDosier, type EntregaDosierItem } from '../db/dosier.js';
import { getEmpresa } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, ValidationError } from '../errors.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { nombreDe } from '../supervision/entradas.js';
import { generarDosier, plantillasHabilitadas } from './datos.js';

const publica = ({ empresaId: _e, ...resto }: EntregaDosierItem) => resto;

/** Whether the last delivery still describes the templates offered now (their current versions). */
export async function estadoDosier(empresaId: string, ultima?: EntregaDosierItem | null): Promise<EstadoDosier> {
  const [empresa, entrega] = await Promise.all([getEmpresa(empresaId), ultima === undefined ? ultimaEntregaDosier(empresaId) : ultima]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (!entrega) return { ultimaEntrega: null, desactualizado: false, cambios: [] };
  const { plataforma, propias, habilitadas } = await plantillasHabilitadas(empresa);
  const actuales = [
    ...plataforma.map((p) => ({ codigo: p.codigo, nombre: String(p.nombre ?? p.codigo), version: Number(p.version ?? 1) })),
    ...propias.map((p) => ({ codigo: p.id, nombre: p.nombre, version: p.version })),
  ];
  const cambios = actuales
    .filter((t) => habilitadas.has(t.codigo))
    .flatMap((t) => {
      const dada = entrega.plantillas.find((x) => x.codigo === t.codigo);
      return !dada || t.version > dada.version
        ? [{ codigo: t.codigo, nombre: t.nombre, versionEntregada: dada?.version ?? null, version: t.version }]
        : [];
    });
  return { ultimaEntrega: publica(entrega), desactualizado: cambios.length > 0, cambios };
}

export async function listarEntregas(empresaId: string): Promise<EntregasDosier> {
  const entregas = await entregasDosier(empresaId, DOSIER.entregasMax);
  return { entregas: entregas.map(publica), estado: await estadoDosier(empresaId, entregas[0] ?? null) };
}

/** Records a delivery of the dossier of `body`'s period whose hash the admin downloaded (409 when it changed since). */
export async function registrarEntrega(caller: Caller, empresaId: string, body: EntregaDosierBody, now = new Date()) {
  if (body.fecha > now.toISOString().slice(0, 10)) throw new ValidationError(msg.fechaFutura, [{ campo: 'fecha', msg: msg.fechaFutura }]);
  const dosier = await generarDosier(empresaId, { desde: body.desde, hasta: body.hasta }, now);
  if (dosier.hash !== body.hash) throw new ConflictError(msg.huellaDistinta);
  const item: EntregaDosierItem = {
    id: idOrdenado(now),
    empresaId,
    fecha: body.fecha,
    organo: body.organo,
    destinatarios: body.destinatarios?.trim() || null,
    hash: dosier.hash,
    desde: dosier.desde,
    hasta: dosier.hasta,
    plantillas: dosier.plantillas.map((p) => ({ codigo: p.codigo, nombre: p.nombre, version: p.version })),
    registradaPor: { id: caller.userId, nombre: nombreDe(caller) },
    registradaEn: now.toISOString(),
  };
  await crearEntregaDosier(item);
  return publica(item);
}

/**
 * After a company template was saved (committed and answered): when it makes the last delivered
 * dossier out of date, the admins hear of it by the bell, once per delivery (its clave).
 */
export async function avisarDosierDesactualizado(empresaId: string, codigo: string, now = new Date()): Promise<void> {
  const estado = await estadoDosier(empresaId);
  const cambio = estado.cambios.find((c) => c.codigo === codigo);
  if (!estado.ultimaEntrega || !cambio) return;
  await notificar(
    await adminsDeEmpresa(empresaId),
    {
      type: 'sistema',
      title: msg.desactualizadoTitulo,
      message: fmt(msg.desactualizadoMensaje, { plantilla: cambio.nombre, version: cambio.version, organo: estado.ultimaEntrega.organo }),
      prioridad: 'media',
      actionUrl: '/configuracion#dosier-algoritmico',
      actionText: 'Ver el dosier',
      clave: `dosier-desactualizado:${estado.ultimaEntrega.id}`,
    },
    now,
  );
}
