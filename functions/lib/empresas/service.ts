// Companies (spec part 1 §2.7, §3.2, §5, §8.4): create (optionally with its administrator, all or
// nothing), read, search, update, delete, licences and contracted services. Uniqueness of CIF and
// subdomain by marker items in the same transaction; platform counters (companies, active
// companies, active licences) kept on every write so dashboards never read every company.
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LICENCIAS } from '../../../shared/constants.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { limitesParaPlan, subdominioDesdeNombre, toEmpresaCliente, totalLicencias } from '../../../shared/schemas/empresa-mapping.js';
import type { AdminData, Empresa, EmpresaCreate, EmpresaUpdate } from '../../../shared/schemas/empresa.js';
import type { Caller, ProfileItem } from '../auth/caller.js';
import { cognito } from '../aws/cognito.js';
import { ddb } from '../aws/dynamo.js';
import { config } from '../config.js';
import { indexKeys, keys, tenantPk } from '../db/keys.js';
import { decodeCursor, encodeCursor } from '../db/cursor.js';
import { getItem, quotaReleaseStep, quotaStep, transact, type TransactStep } from '../db/repository.js';
import { ConflictError, NotFoundError, QuotaExceededError, ServiceUnavailableError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { sendMail } from '../mail/send.js';
import { renderMail } from '../mail/templates.js';
import { deepMerge, isPlainObject } from '../merge.js';
import { notificar, superadmins } from '../notificaciones/service.js';
import { borrarArchivosEmpresa } from './archivos.js';

export type EmpresaItem = Record<string, any> & { id: string };

const noEncontrada = (id: string) => new NotFoundError(fmt(msgEmpresas.noEncontrada, { id }));

/** The lower-cased text the superadmin's search matches (commercial name, legal name, email). */
function busqueda(e: { nombreComercial?: string; nombreLegal?: string; email?: string } | EmpresaItem): string {
  return [e.nombreComercial, e.nombreLegal, e.email].filter(Boolean).join(' ').toLowerCase();
}

function nombreDe(e: EmpresaItem): string {
  return e.nombreComercial || e.nombreLegal;
}

/** A company the caller may see: any for the superadmin, only its own for everyone else (404 otherwise). */
export async function empresaVisible(caller: Caller, id: string): Promise<EmpresaItem> {
  if (caller.rol !== 'superadmin' && caller.empresaId !== id) throw noEncontrada(id);
  const item = await getItem<EmpresaItem>(keys.empresa(id));
  if (!item) throw noEncontrada(id);
  return item;
}

export function toCliente(item: EmpresaItem, now = new Date()): Empresa {
  return toEmpresaCliente(item, now);
}

export async function listarEmpresas(
  caller: Caller,
  q: { q?: string; cursor?: string; limit?: number },
): Promise<{ items: Empresa[]; cursor: string | null }> {
  if (caller.rol !== 'superadmin') {
    if (!caller.empresaId) return { items: [], cursor: null };
    const own = await getItem<EmpresaItem>(keys.empresa(caller.empresaId));
    const matches = own && (!q.q || busqueda(own).includes(q.q.toLowerCase()));
    return { items: matches ? [toCliente(own)] : [], cursor: null };
  }
  // One partition of the index holds every company, newest first; the search is a filter on it.
  const limit = Math.min(q.limit ?? 25, 100);
  const term = q.q?.trim().toLowerCase();
  const items: EmpresaItem[] = [];
  let startKey = decodeCursor(q.cursor, { attribute: 'GSI1PK', value: 'EMPRESAS' });
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ...(term
          ? { FilterExpression: 'contains(busqueda, :q)', ExpressionAttributeValues: { ':pk': 'EMPRESAS', ':q': term } }
          : { ExpressionAttributeValues: { ':pk': 'EMPRESAS' } }),
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((out.Items ?? []) as EmpresaItem[]));
    startKey = out.LastEvaluatedKey as typeof startKey;
  } while (startKey && items.length < limit);
  return { items: items.slice(0, limit).map((i) => toCliente(i)), cursor: encodeCursor(startKey) };
}

export async function licenciasActivas(caller: Caller): Promise<{ licenciasActivas: number; totalEmpresas: number }> {
  if (caller.rol === 'superadmin') {
    const c = await getItem<{ licenciasActivas?: number; empresasTotal?: number }>(keys.contadoresPlataforma());
    return { licenciasActivas: c?.licenciasActivas ?? 0, totalEmpresas: c?.empresasTotal ?? 0 };
  }
  if (!caller.empresaId) return { licenciasActivas: 0, totalEmpresas: 0 };
  const own = await getItem<EmpresaItem>(keys.empresa(caller.empresaId));
  return { licenciasActivas: own?.licencias?.activas ?? 0, totalEmpresas: own ? 1 : 0 };
}

/** ADD deltas to the platform counters, as a step of the same transaction as the change. */
function contadoresStep(delta: { empresasTotal?: number; empresasActivas?: number; licenciasActivas?: number }): TransactStep | undefined {
  const entries = Object.entries(delta).filter(([, v]) => v);
  if (!entries.length) return undefined;
  return {
    op: {
      Update: {
        Key: keys.contadoresPlataforma(),
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:c${i}`, v])),
      },
    },
  };
}

interface AdminCreado {
  sub: string;
  profile: ProfileItem;
  steps: TransactStep[];
}

/** The company admin's Cognito user and the transaction steps of its profile and email marker. */
async function prepararAdmin(empresaId: string, admin: AdminData, now: string, creadoPor: string): Promise<AdminCreado> {
  const email = admin.email.trim().toLowerCase();
  if (await getItem(keys.emailUnico(email))) throw new ConflictError(fmt(msgAuth.emailDuplicado, { email }));
  let sub: string | undefined;
  try {
    const out = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: admin.nombre },
          { Name: 'custom:rol', Value: 'admin' },
          { Name: 'custom:empresaId', Value: empresaId },
        ],
      }),
    );
    sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if ((err as Error).name === 'UsernameExistsException') throw new ConflictError(fmt(msgAuth.emailDuplicado, { email }));
    throw err;
  }
  if (!sub) throw new Error('Cognito did not return a sub');
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: admin.password, Permanent: true }));
  } catch (err) {
    await borrarCognito(email);
    // Cognito's own password policy (AWS) may be stricter than the spec's 8 characters.
    if ((err as Error).name === 'InvalidPasswordException') throw new ValidationError(msgEmpresas.contrasenaCorta);
    throw err;
  }
  const profile: ProfileItem = {
    id: sub,
    email,
    nombre: admin.nombre,
    apellidos: '',
    telefono: admin.telefono,
    rol: 'admin',
    empresaId,
    activo: true,
    verificado: true,
    direccion: {},
    redesSociales: {},
    configuracion: { notificaciones: {}, privacidad: {} },
    fechaCreacion: now,
    createdAt: now,
    updatedAt: now,
    creadoPor,
  };
  return {
    sub,
    profile,
    steps: [
      {
        op: {
          Put: {
            Item: { ...keys.usuario(empresaId, sub), ...indexKeys.usuario(sub, email), entidad: 'USUARIO', ...profile },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      },
      {
        op: { Put: { Item: { ...keys.emailUnico(email), entidad: 'UNICO', userId: sub, empresaId }, ConditionExpression: 'attribute_not_exists(PK)' } },
        onConditionFail: () => new ConflictError(fmt(msgAuth.emailDuplicado, { email })),
      },
    ],
  };
}

async function borrarCognito(email: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  } catch (err) {
    logger.error('Could not delete a Cognito user while undoing', { error: (err as Error).message });
  }
}

async function enviarCredenciales(empresa: EmpresaItem, admin: AdminData): Promise<void> {
  await sendMail(
    renderMail('credencialesAdministrador', admin.email.trim().toLowerCase(), {
      nombre: admin.nombre,
      nombreEmpresa: nombreDe(empresa),
      email: admin.email.trim().toLowerCase(),
      password: admin.password,
      urlAcceso: `${config.webOrigin}/login`,
    }),
  );
}

/**
 * Creates a company, and with `adminData` its administrator, and mails the admin's credentials.
 * From the user's point of view it is one step: when the transaction, Cognito or the mail fails,
 * nothing of it is left (no company, no markers, no user, no login).
 */
export async function crearEmpresa(caller: Caller, body: EmpresaCreate, now = new Date()): Promise<Empresa> {
  const id = randomUUID();
  const iso = now.toISOString();
  const subdominio = body.configuracion?.subdominio ?? subdominioDesdeNombre(body.nombreComercial || body.nombreLegal);
  if (!subdominio) throw new ValidationError(msgEmpresas.camposObligatorios);
  const activas = body.licencias.activas;
  const vencimiento = new Date(now.getTime() + LICENCIAS.vencimientoNuevaEmpresaDias * 86_400_000).toISOString();
  const item: EmpresaItem = {
    ...keys.empresa(id),
    ...indexKeys.empresa(id, iso),
    entidad: 'EMPRESA',
    id,
    nombreLegal: body.nombreLegal,
    nombreComercial: body.nombreComercial,
    cif: body.cif.trim().toUpperCase(),
    email: body.email.trim().toLowerCase(),
    telefono: body.telefono,
    cantidadTrabajadores: body.cantidadTrabajadores,
    sectorIndustrial: body.sectorIndustrial,
    tipoEmpresa: body.tipoEmpresa,
    direccion: body.direccion,
    licencias: {
      total: totalLicencias(activas, body.licencias.total),
      activas,
      utilizadas: 0,
      fechaVencimiento: vencimiento,
      configuracion: body.licencias.configuracion,
    },
    plan: body.plan,
    estado: 'activa',
    activa: true,
    serviciosContratados: body.serviciosContratados,
    configuracion: { subdominio, configuracionIA: body.configuracion?.configuracionIA ?? {} },
    limites: limitesParaPlan(body.plan),
    uso: { usuarios: body.adminData ? 1 : 0, candidatos: 0, entrevistas: 0 },
    contextoEmpresarial: body.contextoEmpresarial,
    misionEmpresa: body.misionEmpresa,
    visionEmpresa: body.visionEmpresa,
    valoresEmpresa: body.valoresEmpresa,
    objetivosEstrategicos: body.objetivosEstrategicos,
    planEstrategico: body.planEstrategico ? { id: randomUUID(), ...body.planEstrategico } : null,
    busqueda: busqueda(body),
    createdAt: iso,
    fechaCreacion: iso,
    fechaActualizacion: iso,
    creadoPor: caller.userId,
  };
  if (body.adminData && item.limites.usuarios === 0) throw new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite: 0 }));

  const admin = body.adminData ? await prepararAdmin(id, body.adminData, iso, caller.userId) : undefined;
  const steps: TransactStep[] = [
    { op: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } } },
    {
      op: { Put: { Item: { ...keys.cifUnico(item.cif), entidad: 'UNICO', empresaId: id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      onConditionFail: () => new ConflictError(fmt(msgEmpresas.cifDuplicado, { cif: item.cif })),
    },
    {
      op: { Put: { Item: { ...keys.subdominioUnico(subdominio), entidad: 'UNICO', empresaId: id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      onConditionFail: () => new ConflictError(fmt(msgEmpresas.subdominioDuplicado, { subdominio })),
    },
    ...(admin?.steps ?? []),
  ];
  const counters = contadoresStep({ empresasTotal: 1, empresasActivas: 1, licenciasActivas: activas });
  if (counters) steps.push(counters);
  try {
    await transact(steps);
  } catch (err) {
    if (admin) await borrarCognito(admin.profile.email);
    throw err;
  }
  if (body.adminData && admin) {
    try {
      await enviarCredenciales(item, body.adminData);
    } catch (err) {
      logger.error('Admin credentials not sent: undoing the company', { error: (err as Error).message });
      await deshacerCreacion(item, subdominio, admin, activas);
      throw new ServiceUnavailableError(fmt(msgEmpresas.errorCreandoAdmin, { message: msgEmpresas.emailCredenciales }));
    }
  }
  await notificar(await superadmins(), {
    type: 'sistema',
    prioridad: 'media',
    title: msgNotif.empresaCreadaTitulo,
    message: fmt(msgNotif.empresaCreadaMensaje, { empresa: nombreDe(item), plan: item.plan }),
    actionUrl: '/empresas',
    actionText: msgNotif.verEmpresas,
  });
  return toCliente(item, now);
}

async function deshacerCreacion(item: EmpresaItem, subdominio: string, admin: AdminCreado, activas: number): Promise<void> {
  const steps: TransactStep[] = [
    { op: { Delete: { Key: keys.empresa(item.id) } } },
    { op: { Delete: { Key: keys.cifUnico(item.cif) } } },
    { op: { Delete: { Key: keys.subdominioUnico(subdominio) } } },
    { op: { Delete: { Key: keys.usuario(item.id, admin.sub) } } },
    { op: { Delete: { Key: keys.emailUnico(admin.profile.email) } } },
  ];
  const counters = contadoresStep({ empresasTotal: -1, empresasActivas: -1, licenciasActivas: -activas });
  if (counters) steps.push(counters);
  await transact(steps);
  await borrarCognito(admin.profile.email);
}

/** Fields only the superadmin changes: the plan and what it brings, licences and services. */
const SOLO_SUPERADMIN: Array<keyof EmpresaUpdate> = ['plan', 'licencias', 'serviciosContratados', 'cif'];


/**
 * PUT and PATCH: a partial update (missing fields keep their value; planEstrategico null clears
 * the plan). The superadmin may change everything; a company admin its own company's data but not
 * its plan, licences, services or CIF. Optimistic: the write is conditional on the version read.
 */
export async function actualizarEmpresa(caller: Caller, id: string, body: EmpresaUpdate, now = new Date()): Promise<Empresa> {
  const current = await empresaVisible(caller, id);
  if (caller.rol !== 'superadmin') {
    const prohibidos = SOLO_SUPERADMIN.filter((k) => body[k] !== undefined);
    if (prohibidos.length) throw new ValidationError(fmt(msgEmpresas.soloSuperAdmin, { campos: prohibidos.join(', ') }));
  }
  const next: EmpresaItem = { ...current };
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === 'planEstrategico') next.planEstrategico = v === null ? null : { ...(current.planEstrategico ?? { id: randomUUID() }), ...(v as Record<string, unknown>) };
    else next[k] = isPlainObject(v) ? deepMerge(current[k], v) : v;
  }
  // A changed address without its one-line form drops the stale one (the client shows the parts).
  if (body.direccion && body.direccion.completa === undefined) delete next.direccion.completa;
  if (body.cif) next.cif = body.cif.trim().toUpperCase();
  if (body.email) next.email = body.email.trim().toLowerCase();
  if (body.plan && body.plan !== current.plan) next.limites = limitesParaPlan(body.plan);
  if (body.licencias) {
    const activas = next.licencias.activas ?? 0;
    next.licencias = { ...next.licencias, total: totalLicencias(activas, next.licencias.total ?? 0) };
  }
  next.busqueda = busqueda(next);
  next.fechaActualizacion = now.toISOString();
  next.version = (current.version ?? 0) + 1;

  const steps: TransactStep[] = [
    {
      op: {
        Put: {
          Item: next,
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#v) OR #v = :v)',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': current.version ?? 0 },
        },
      },
      onConditionFail: () => new ConflictError(msgEmpresas.modificadaPorOtro),
    },
  ];
  if (next.cif !== current.cif) {
    steps.push(
      {
        op: { Put: { Item: { ...keys.cifUnico(next.cif), entidad: 'UNICO', empresaId: id }, ConditionExpression: 'attribute_not_exists(PK)' } },
        onConditionFail: () => new ConflictError(fmt(msgEmpresas.cifDuplicado, { cif: next.cif })),
      },
      { op: { Delete: { Key: keys.cifUnico(current.cif) } } },
    );
  }
  const newSub = next.configuracion?.subdominio;
  const oldSub = current.configuracion?.subdominio;
  if (newSub && newSub !== oldSub) {
    steps.push({
      op: { Put: { Item: { ...keys.subdominioUnico(newSub), entidad: 'UNICO', empresaId: id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      onConditionFail: () => new ConflictError(fmt(msgEmpresas.subdominioDuplicado, { subdominio: newSub })),
    });
    if (oldSub) steps.push({ op: { Delete: { Key: keys.subdominioUnico(oldSub) } } });
  }
  const counters = contadoresStep({ licenciasActivas: (next.licencias?.activas ?? 0) - (current.licencias?.activas ?? 0) });
  if (counters) steps.push(counters);
  await transact(steps);
  return toCliente(next, now);
}

export async function asignarServicios(caller: Caller, id: string, serviciosIds: string[], now = new Date()): Promise<Empresa> {
  const current = await empresaVisible(caller, id);
  const contratados = Object.fromEntries(Object.keys(current.serviciosContratados ?? {}).map((k) => [k, false]));
  for (const s of serviciosIds) contratados[s] = true;
  return actualizarEmpresa(caller, id, { serviciosContratados: contratados }, now);
}

/**
 * Deletes a company and everything of it: its items (one partition), its markers, its users'
 * markers and Cognito users (deleted, so their emails can be used again), its files, and the
 * counters. Items are removed in batches of transactions; a crash half-way leaves the company
 * item (deleted last) so the delete can be run again.
 */
export async function eliminarEmpresa(id: string): Promise<void> {
  const empresa = await getItem<EmpresaItem>(keys.empresa(id));
  if (!empresa) throw noEncontrada(id);
  const items: Array<Record<string, any>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': tenantPk(id) }, ExclusiveStartKey: start }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);

  const usuarios = items.filter((i) => i.entidad === 'USUARIO');
  for (const u of usuarios) {
    try {
      await cognito.send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: u.email }));
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: u.email }));
    } catch (err) {
      logger.warn('Cognito user of a deleted company not removed', { error: (err as Error).message });
    }
  }
  await borrarArchivosEmpresa(id);

  const deletes: TransactStep[] = [
    ...items.filter((i) => i.SK !== 'EMPRESA').map((i) => ({ op: { Delete: { Key: { PK: i.PK, SK: i.SK } } } })),
    ...usuarios.map((u) => ({ op: { Delete: { Key: keys.emailUnico(u.email) } } })),
    { op: { Delete: { Key: keys.cifUnico(empresa.cif) } } },
    ...(empresa.configuracion?.subdominio ? [{ op: { Delete: { Key: keys.subdominioUnico(empresa.configuracion.subdominio) } } }] : []),
  ];
  for (let i = 0; i < deletes.length; i += 90) await transact(deletes.slice(i, i + 90));
  const last: TransactStep[] = [{ op: { Delete: { Key: keys.empresa(id) } } }];
  const counters = contadoresStep({
    empresasTotal: -1,
    empresasActivas: empresa.activa === false ? 0 : -1,
    licenciasActivas: -(empresa.licencias?.activas ?? 0),
  });
  if (counters) last.push(counters);
  await transact(last);
}

/** POST /api/empresas/{id}/admin: one more administrator for an existing company (takes a seat). */
export async function crearAdminEmpresa(caller: Caller, id: string, admin: AdminData, now = new Date()): Promise<ProfileItem> {
  const empresa = await empresaVisible(caller, id);
  const prepared = await prepararAdmin(id, admin, now.toISOString(), caller.userId);
  const limite = empresa.limites?.usuarios ?? 0;
  try {
    await transact([...prepared.steps, quotaStep(keys.empresa(id), 'usuarios', () => new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite })))]);
  } catch (err) {
    await borrarCognito(prepared.profile.email);
    throw err;
  }
  try {
    await enviarCredenciales(empresa, admin);
  } catch (err) {
    logger.error('Admin credentials not sent: undoing the admin', { error: (err as Error).message });
    await transact([
      { op: { Delete: { Key: keys.usuario(id, prepared.sub) } } },
      { op: { Delete: { Key: keys.emailUnico(prepared.profile.email) } } },
      quotaReleaseStep(keys.empresa(id), 'usuarios'),
    ]);
    await borrarCognito(prepared.profile.email);
    throw new ServiceUnavailableError(fmt(msgEmpresas.errorCreandoAdmin, { message: msgEmpresas.emailCredenciales }));
  }
  return prepared.profile;
}
