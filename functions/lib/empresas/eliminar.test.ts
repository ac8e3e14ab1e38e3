// The company-deletion worker's control flow (D72) against an in-memory company: the order of its
// phases (users shut out first, the company item last), one Cognito deletion per user, the progress
// it saves, handing over when its time runs out, resuming after a crash or a hand-over where the
// last delivery stopped, and doing nothing for a message that is not the current deletion. The
// writes' conditions themselves are checked against the local emulators (test/integration).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Key } from '../db/keys.js';

process.env.TABLE_NAME = 'unit-table';

type Item = Record<string, any> & Key;

/** The company as the worker sees it through the data layer, and what it did, in order. */
const m = {
  empresa: undefined as Record<string, any> | undefined,
  items: new Map<string, Item>(),
  cuentas: new Set<string>(),
  archivos: 0,
  log: [] as string[],
  cola: [] as unknown[],
  cognitoLlamadas: 0,
  /** Makes the n-th Cognito call delete the account and then fail (a delivery that dies mid-block). */
  cognitoFallaEn: 0,
};
const clave = (k: Key) => `${k.PK}|${k.SK}`;
const PK = 'EMP#e1';
const poner = (i: Item) => m.items.set(clave(i), i);

function particion(skPrefix = ''): Item[] {
  const propias = [...m.items.values()].filter((i) => i.PK === PK && i.SK.startsWith(skPrefix));
  if (m.empresa && 'EMPRESA'.startsWith(skPrefix)) propias.push({ PK, SK: 'EMPRESA', ...m.empresa });
  return propias.sort((a, b) => (a.SK < b.SK ? -1 : a.SK > b.SK ? 1 : 0));
}

/** True when the company still carries the running deletion `id` (the condition of every worker write). */
const esLaActual = (id: string) => m.empresa?.eliminacion?.id === id && m.empresa.eliminacion.estado === 'en_curso';

vi.mock('../db/empresas.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../db/empresas.js')>();
  return {
    ...real,
    getEmpresa: vi.fn(async () => (m.empresa ? structuredClone(m.empresa) : undefined)),
    paginaDeEmpresa: vi.fn(async (_e: string, q: { skPrefix?: string; limit: number; cursor?: string | null }) => {
      const todos = particion(q.skPrefix);
      const desde = Number(q.cursor ?? 0);
      const items = structuredClone(todos.slice(desde, desde + q.limit));
      return { items, cursor: desde + q.limit < todos.length ? String(desde + q.limit) : null };
    }),
  };
});

vi.mock('../db/empresa-eliminacion.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../db/empresa-eliminacion.js')>();
  return {
    ...real,
    avanzarEliminacion: vi.fn(async (_e: string, id: string, fase: string, now: string) => {
      if (!esLaActual(id)) return false;
      Object.assign(m.empresa!.eliminacion, { fase, actualizadaEn: now });
      m.log.push(`fase:${fase}`);
      return true;
    }),
    borrarUsuariosDeEmpresa: vi.fn(async (_e: string, id: string, perfiles: Array<{ id: string; email: string }>, now: string) => {
      if (!esLaActual(id)) return false;
      for (const p of perfiles) {
        m.items.delete(`${PK}|USUARIO#${p.id}`);
        m.items.delete(`UNICO#EMAIL#${p.email}|UNICO`);
      }
      m.empresa!.eliminacion.usuariosBorrados += perfiles.length;
      m.empresa!.eliminacion.actualizadaEn = now;
      m.log.push(`usuarios:${perfiles.map((p) => p.id).join(',')}`);
      return true;
    }),
  };
});

vi.mock('../db/repository.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../db/repository.js')>()),
  deleteItems: vi.fn(async (keys: Key[]) => {
    for (const k of keys) m.items.delete(clave(k));
    m.log.push(`datos:${keys.length}`);
  }),
  // Only the last write goes through here: the company item (conditional on the deletion), its index card, its markers, the counters.
  transact: vi.fn(async (steps: Array<{ op: any; onConditionFail?: () => Error }>) => {
    const empresa = steps.find((s) => s.op.Delete?.Key.SK === 'EMPRESA')!;
    if (!esLaActual(empresa.op.Delete.ExpressionAttributeValues[':id'])) throw empresa.onConditionFail!();
    m.log.push(
      `empresa:borrada con ${m.empresa!.eliminacion.usuariosBorrados} usuarios${m.items.has(`${PK}|INDICE`) ? ' y su ficha' : ''}`,
    );
    for (const s of steps) if (s.op.Delete && s.op.Delete.Key.SK !== 'EMPRESA') m.items.delete(clave(s.op.Delete.Key));
    m.empresa = undefined;
  }),
}));

vi.mock('../db/usuarios.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../db/usuarios.js')>()),
  bloquearPerfilPorEliminacion: vi.fn(async (_e: string, userId: string) => {
    const p = m.items.get(`${PK}|USUARIO#${userId}`);
    if (!p) return false;
    Object.assign(p, { activo: false, empresaEliminandose: true });
    m.log.push(`bloqueo:${userId}`);
    return true;
  }),
}));

vi.mock('../usuarios/cognito-admin.js', () => ({
  borrarCuentaSiExiste: vi.fn(async (email: string) => {
    m.cognitoLlamadas++;
    const existia = m.cuentas.delete(email);
    if (existia) m.log.push(`cognito:${email}`);
    if (m.cognitoLlamadas === m.cognitoFallaEn) throw new Error('Cognito se cayó');
    return existia;
  }),
}));

vi.mock('./archivos.js', () => ({
  borrarArchivosEmpresa: vi.fn(async () => {
    const n = m.archivos;
    m.archivos = 0;
    m.log.push('archivos');
    return n;
  }),
}));

vi.mock('../aws/sqs.js', () => ({
  enviarACola: vi.fn(async (cola: string, cuerpo: unknown) => {
    m.cola.push({ cola, cuerpo });
    return 'm-1';
  }),
}));

const { procesarEliminacion } = await import('./eliminar.js');
const { puedeReiniciarse, nuevaEliminacion } = await import('./solicitar-eliminacion.js');
const { bloquearPerfilPorEliminacion } = await import('../db/usuarios.js');

const mensaje = { empresaId: 'e1', eliminacionId: 'del-1' };
const EMAILS = ['ana', 'beto', 'carla', 'dani', 'eva'].map((n) => `${n}@e1.test`);

beforeEach(() => {
  vi.clearAllMocks();
  Object.assign(m, { items: new Map(), cuentas: new Set(EMAILS), archivos: 2, log: [], cola: [], cognitoLlamadas: 0, cognitoFallaEn: 0 });
  m.empresa = {
    id: 'e1',
    cif: 'B1',
    eliminacion: {
      id: 'del-1',
      estado: 'en_curso',
      fase: 'bloqueo',
      usuariosTotal: 5,
      usuariosBorrados: 0,
      solicitadaEn: '2026-11-30T10:00:00.000Z',
      actualizadaEn: '2026-11-30T10:00:00.000Z',
      solicitadaPor: 'super',
    },
  };
  EMAILS.forEach((email, i) => {
    poner({ PK, SK: `USUARIO#u${i + 1}`, entidad: 'USUARIO', id: `u${i + 1}`, email, activo: true });
    poner({ PK: `UNICO#EMAIL#${email}`, SK: 'UNICO', userId: `u${i + 1}` });
  });
  // The company's index card (the list's entry) goes with the company item, never before it.
  poner({ PK, SK: 'INDICE', entidad: 'EMPRESA_INDICE', empresaId: 'e1' });
  poner({ PK, SK: 'AREA#a1', entidad: 'AREA' });
  poner({ PK, SK: 'CAND#c1', entidad: 'CANDIDATO' });
  poner({ PK, SK: 'CANDEMAIL#c1@x.test', entidad: 'UNICO' });
  poner({ PK, SK: 'ENTREVISTA#i1', entidad: 'ENTREVISTA', tokenHash: 'h1' });
  poner({ PK: 'TOKEN#h1', SK: 'TOKEN', empresaId: 'e1' });
  // An API key of the company (D145) and its look-up outside the partition: the key dies with it.
  poner({ PK, SK: 'CLAVEACCESO#k1', entidad: 'CLAVE_ACCESO', id: 'k1', hash: 'hk1' });
  poner({ PK: 'CLAVEACCESO#hk1', SK: 'CLAVEACCESO', empresaId: 'e1', claveId: 'k1' });
  poner({ PK: 'EMP#otra', SK: 'AREA#x', entidad: 'AREA' });
});

const fases = () => m.log.map((l) => l.split(':')[0]);
const restoDeLaEmpresa = () => [...m.items.keys()].filter((k) => !k.startsWith('EMP#otra'));

describe('procesarEliminacion', () => {
  it('shuts every user out first, deletes each account once with its profile and marker, then the data, the files, and the company last', async () => {
    await expect(procesarEliminacion(mensaje, { usuariosPorBloque: 2 })).resolves.toBe('eliminada');

    const primera = (f: string) => fases().indexOf(f);
    const ultima = (f: string) => fases().lastIndexOf(f);
    expect(m.log.filter((l) => l.startsWith('bloqueo:'))).toHaveLength(5);
    expect(ultima('bloqueo')).toBeLessThan(primera('cognito'));
    expect(m.log.filter((l) => l.startsWith('usuarios:'))).toEqual(['usuarios:u1,u2', 'usuarios:u3,u4', 'usuarios:u5']);
    // Each block's accounts go before its profiles: a crash in between leaves the profiles to find again.
    expect(m.log.indexOf('cognito:carla@e1.test')).toBeLessThan(m.log.indexOf('usuarios:u3,u4'));
    expect(m.cuentas.size).toBe(0);
    expect(m.cognitoLlamadas).toBe(5);
    expect(ultima('usuarios')).toBeLessThan(primera('datos'));
    expect(ultima('datos')).toBeLessThan(primera('archivos'));
    expect(m.log.at(-1)).toBe('empresa:borrada con 5 usuarios y su ficha');
    // Everything of the company went, the interview's token look-up and the email markers included; not another company's.
    expect(restoDeLaEmpresa()).toEqual([]);
    expect(m.items.has('EMP#otra|AREA#x')).toBe(true);
    expect(m.archivos).toBe(0);
    expect(m.cola).toEqual([]);
  });

  it('when its time runs out it saves where it is and sends itself the rest; the next delivery resumes there', async () => {
    // Time runs out once two accounts are deleted (the first block).
    const quedaMs = () => (m.cognitoLlamadas >= 2 ? 1_000 : 600_000);
    await expect(procesarEliminacion(mensaje, { usuariosPorBloque: 2, quedaMs })).resolves.toBe('continua');
    expect(m.cola).toEqual([{ cola: 'eliminar-empresa', cuerpo: mensaje }]);
    expect(m.empresa!.eliminacion).toMatchObject({ estado: 'en_curso', fase: 'usuarios', usuariosBorrados: 2, usuariosTotal: 5 });
    // The users not reached yet are already shut out.
    expect(particion('USUARIO#').map((p) => [p.id, p.activo, p.empresaEliminandose])).toEqual([
      ['u3', false, true],
      ['u4', false, true],
      ['u5', false, true],
    ]);
    expect(m.archivos).toBe(2);

    m.log = [];
    await expect(procesarEliminacion(mensaje, { usuariosPorBloque: 2 })).resolves.toBe('eliminada');
    // Not shut out again, nobody's account asked for twice.
    expect(bloquearPerfilPorEliminacion).toHaveBeenCalledTimes(5);
    expect(m.cognitoLlamadas).toBe(5);
    expect(m.log.filter((l) => l.startsWith('usuarios:'))).toEqual(['usuarios:u3,u4', 'usuarios:u5']);
    expect(m.log.at(-1)).toBe('empresa:borrada con 5 usuarios y su ficha');
    expect(restoDeLaEmpresa()).toEqual([]);
  });

  it('hands over before the files and the company item too, and a delivery in the last phase only finishes', async () => {
    const quedaMs = () => (m.log.includes('fase:archivos') ? 0 : 600_000);
    await expect(procesarEliminacion(mensaje, { quedaMs })).resolves.toBe('continua');
    expect(m.empresa!.eliminacion).toMatchObject({ fase: 'archivos', usuariosBorrados: 5 });
    expect(m.archivos).toBe(2);
    m.log = [];
    await expect(procesarEliminacion(mensaje)).resolves.toBe('eliminada');
    expect(m.log).toEqual(['archivos', 'empresa:borrada con 5 usuarios y su ficha']);
  });

  it('a delivery that dies mid-block is finished by the next one: an account already gone is no error, nobody is counted twice', async () => {
    // The 4th Cognito call (dani, in the second block) deletes the account and then fails.
    m.cognitoFallaEn = 4;
    await expect(procesarEliminacion(mensaje, { usuariosPorBloque: 2 })).rejects.toThrow('Cognito se cayó');
    expect(m.empresa!.eliminacion).toMatchObject({ estado: 'en_curso', fase: 'usuarios', usuariosBorrados: 2 });
    expect(m.cuentas).toEqual(new Set(['eva@e1.test']));
    expect(particion('USUARIO#').map((p) => p.id)).toEqual(['u3', 'u4', 'u5']);

    await expect(procesarEliminacion(mensaje, { usuariosPorBloque: 2 })).resolves.toBe('eliminada');
    expect(m.log.filter((l) => l.startsWith('usuarios:'))).toEqual(['usuarios:u1,u2', 'usuarios:u3,u4', 'usuarios:u5']);
    expect(m.log.at(-1)).toBe('empresa:borrada con 5 usuarios y su ficha');
    expect(restoDeLaEmpresa()).toEqual([]);
  });

  it('a user added after the users’ phase goes in the data phase, with its account and email marker', async () => {
    await procesarEliminacion(mensaje, {
      antesDeBloque: (fase, bloque) => {
        if (fase !== 'datos' || bloque !== 0) return;
        poner({ PK, SK: 'USUARIO#tarde', entidad: 'USUARIO', id: 'tarde', email: 'tarde@e1.test' });
        poner({ PK: 'UNICO#EMAIL#tarde@e1.test', SK: 'UNICO', userId: 'tarde' });
        m.cuentas.add('tarde@e1.test');
      },
    });
    expect(m.cuentas.has('tarde@e1.test')).toBe(false);
    expect(restoDeLaEmpresa()).toEqual([]);
  });

  it('a deletion started again while this one runs stops this one at its next write, leaving the company to the new one', async () => {
    await expect(
      procesarEliminacion(mensaje, {
        usuariosPorBloque: 2,
        antesDeBloque: (fase, bloque) => {
          if (fase === 'usuarios' && bloque === 1) m.empresa!.eliminacion.id = 'del-2';
        },
      }),
    ).resolves.toBe('reemplazada');
    expect(m.empresa).toBeDefined();
    expect(m.empresa!.eliminacion.usuariosBorrados).toBe(2);
  });

  it('a message of another deletion, of a company already gone or of a failed deletion touches nothing', async () => {
    await expect(procesarEliminacion({ empresaId: 'e1', eliminacionId: 'del-0' })).resolves.toBe('reemplazada');
    m.empresa!.eliminacion.estado = 'fallida';
    await expect(procesarEliminacion(mensaje)).resolves.toBe('fallida');
    m.empresa = undefined;
    await expect(procesarEliminacion(mensaje)).resolves.toBe('no_existe');
    expect(m.log).toEqual([]);
    expect(m.cognitoLlamadas).toBe(0);
  });
});

describe('solicitar-eliminacion: when a DELETE may start a deletion again', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');
  const el = (over: Record<string, unknown>) => ({ ...nuevaEliminacion('super', 3, new Date('2026-11-30T11:00:00.000Z')), ...over });

  it('not while one runs and moves; yes once it failed or has not moved for two hours', () => {
    expect(puedeReiniciarse(el({}), now)).toBe(false);
    expect(puedeReiniciarse(el({ actualizadaEn: '2026-11-30T10:00:01.000Z' }), now)).toBe(false);
    expect(puedeReiniciarse(el({ actualizadaEn: '2026-11-30T09:59:59.000Z' }), now)).toBe(true);
    expect(puedeReiniciarse(el({ estado: 'fallida' }), now)).toBe(true);
  });

  it('a new deletion starts at the first phase with nobody deleted and its own id', () => {
    const a = nuevaEliminacion('super', 40, now);
    expect(a).toMatchObject({ estado: 'en_curso', fase: 'bloqueo', usuariosTotal: 40, usuariosBorrados: 0, solicitadaPor: 'super' });
    expect(a.solicitadaEn).toBe(now.toISOString());
    expect(nuevaEliminacion('super', 40, now).id).not.toBe(a.id);
  });
});
