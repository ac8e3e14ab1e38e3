// HR service templates through the local stack (D59): everyone reads them, only the
// superadmin writes them (403 with the spec's text for everyone else), the seeded designs are
// usable, every change raises the version, a stale editor cannot overwrite a newer version, and a
// template in use by scheduled interviews cannot be deleted.
import { describe, expect, it } from 'vitest';
import { serviciosHr as msg } from '../../shared/messages.js';
import { servicioHrKeys } from '../../functions/lib/db/servicios-hr.js';
import { putItem, updateItem } from '../../functions/lib/db/repository.js';
import { seedPlatform } from '../../functions/lib/seed/seed.js';
import { empresaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;

empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Plantillas S.A.',
    cif: 'B10000024',
    email: 'info@plantillas.test',
    admin: { nombre: 'Pia', email: 'pia@plantillas.test', password: 'Qjb-Clave-2026' },
  },
  async (hecha) => {
    ({ stack, superadmin, admin } = hecha);
    operador = await usuarioConSesion(stack, admin, { email: 'olga@plantillas.test', rol: 'operador', password: 'Pmhb-Clave-2026' });
  },
);

const lista = async (token = operador.token) => {
  const res = await stack.call('GET', '/api/servicios-hr', { token });
  expect(res.status).toBe(200);
  return res.body.data as any[];
};

const diseno = {
  duracionEstimada: 30,
  fases: [
    {
      nombre: 'Experiencia',
      preguntas: [
        { texto: 'Cuéntame un proyecto del que estés orgulloso.', explora: 'Logros', competencia: 'Orientación a resultados' },
        { texto: '¿Cómo organizas tu semana de trabajo?', explora: 'Planificación', competencia: 'Organización' },
      ],
    },
  ],
  rubrica: [
    {
      competencia: 'Orientación a resultados',
      anclas: { bajo: 'Sin resultado', medio: 'Resultado poco medido', alto: 'Resultado medido' },
    },
    { competencia: 'Organización', anclas: { bajo: 'Improvisa', medio: 'Planifica a veces', alto: 'Planifica y revisa' } },
  ],
};

describe('the seeded templates', () => {
  it('are three usable designs in Spanish: 6–10 questions each, every question tied to a rubric competency with three anchors', async () => {
    const servicios = await lista();
    expect(servicios.map((s) => s.codigo).sort()).toEqual(['entrevistas-profundidad', 'mapeo-organizacional', 'test-vocacional']);
    for (const s of servicios) {
      const preguntas = s.estructura.fases.flatMap((f: any) => f.preguntas);
      expect(preguntas.length, s.codigo).toBeGreaterThanOrEqual(6);
      expect(preguntas.length, s.codigo).toBeLessThanOrEqual(10);
      const competencias = new Set(s.estructura.rubrica.map((c: any) => c.competencia));
      for (const p of preguntas) expect(competencias.has(p.competencia), `${s.codigo}: ${p.competencia}`).toBe(true);
      for (const c of s.estructura.rubrica) expect(Object.keys(c.anclas).sort()).toEqual(['alto', 'bajo', 'medio']);
      expect(s.version).toBe(1);
      expect(s).not.toHaveProperty('PK');
      expect(s).not.toHaveProperty('entrevistasProgramadas');
    }
    const profundidad = servicios.find((s) => s.codigo === 'entrevistas-profundidad');
    const star = profundidad.estructura.fases.flatMap((f: any) => f.preguntas).filter((p: any) => p.explora.includes('STAR'));
    expect(star.length).toBeGreaterThanOrEqual(5);
  });
});

describe('an installation seeded before templates held designs', () => {
  it('gets the designed template from the seed once, and an edited template is never replaced', async () => {
    // As the earlier seed wrote it: phase names only, no rubric, no version.
    await putItem({
      ...servicioHrKeys.servicio('mapeo-organizacional'),
      entidad: 'SERVICIO_HR',
      codigo: 'mapeo-organizacional',
      nombre: 'Mapeo Organizacional',
      estructura: { duracionEstimada: 45, criterioPasado: 70, fases: ['Rol y responsabilidades', 'Procesos'] },
    });
    const legado = (await lista()).find((s) => s.codigo === 'mapeo-organizacional');
    expect(legado.estructura.fases).toEqual([
      { nombre: 'Rol y responsabilidades', preguntas: [] },
      { nombre: 'Procesos', preguntas: [] },
    ]);

    const { created } = await seedPlatform({ superadmin: SUPERADMIN });
    expect(created).toEqual(['servicio-diseno:mapeo-organizacional']);
    const mejorado = (await lista()).find((s) => s.codigo === 'mapeo-organizacional');
    expect(mejorado.version).toBe(1);
    expect(mejorado.estructura.fases.flatMap((f: any) => f.preguntas)).toHaveLength(8);

    expect((await seedPlatform({ superadmin: SUPERADMIN })).created).toEqual([]);
  });
});

describe('who may write', () => {
  it.each([
    ['admin', () => admin],
    ['operador', () => operador],
  ])('%s: create, update and delete answer 403 with the spec text and change nothing', async (_rol, quien) => {
    const token = quien().token;
    const antes = await lista();
    const calls = [
      stack.call('POST', '/api/servicios-hr', { token, body: { nombre: 'X', codigo: 'x-servicio' } }),
      stack.call('PUT', '/api/servicios-hr/test-vocacional', { token, body: { nombre: 'Cambiado' } }),
      stack.call('DELETE', '/api/servicios-hr/test-vocacional', { token }),
    ];
    for (const res of await Promise.all(calls))
      expect(res).toMatchObject({ status: 403, body: { success: false, message: msg.soloSuperAdmin } });
    expect(await lista()).toEqual(antes);
  });
});

describe('create', () => {
  it('takes the form defaults of §5 and starts at version 1; the codigo is unique', async () => {
    const res = await stack.call('POST', '/api/servicios-hr', {
      token: superadmin.token,
      body: { nombre: 'Evaluación comercial', codigo: 'evaluacion-comercial' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: msg.creado });
    expect(res.body.data).toMatchObject({
      id: 'evaluacion-comercial',
      categoria: 'evaluacion',
      estructura: { duracionEstimada: 45, criterioPasado: 70, fases: [], rubrica: [] },
      configuracion: { activo: true, requiereAutenticacion: true },
      version: 1,
    });
    const otra = await stack.call('POST', '/api/servicios-hr', {
      token: superadmin.token,
      body: { nombre: 'Otra', codigo: 'evaluacion-comercial' },
    });
    expect(otra).toMatchObject({ status: 409, body: { message: 'Ya existe un servicio con el código evaluacion-comercial' } });
  });

  it('refuses an unknown prompt variable and a question whose competency the rubric lacks, and writes nothing', async () => {
    const variable = await stack.call('POST', '/api/servicios-hr', {
      token: superadmin.token,
      body: { nombre: 'Con variable', codigo: 'con-variable', prompt_usuario: 'Hola {nombre}, de {empresa}' },
    });
    expect(variable.status).toBe(400);
    expect(variable.body.message).toBe(
      'Variable desconocida en el prompt: {empresa}. Variables permitidas: {nombre}, {posicion}, {experiencia}, {skills}, {educacion}',
    );
    const rubrica = await stack.call('POST', '/api/servicios-hr', {
      token: superadmin.token,
      body: { nombre: 'Sin rúbrica', codigo: 'sin-rubrica', estructura: { ...diseno, rubrica: diseno.rubrica.slice(0, 1) } },
    });
    expect(rubrica.status).toBe(400);
    expect(rubrica.body.details).toContainEqual({
      campo: 'estructura.fases.0.preguntas.1.competencia',
      msg: 'La competencia «Organización» no está en la rúbrica: añádela con sus anclas o elige una de la rúbrica',
    });
    const codigos = (await lista()).map((s) => s.codigo);
    expect(codigos).not.toContain('con-variable');
    expect(codigos).not.toContain('sin-rubrica');
  });
});

describe('update', () => {
  it('every change raises the version; a partial structure keeps the rest of the design', async () => {
    const creado = await stack.call('POST', '/api/servicios-hr', {
      token: superadmin.token,
      body: { nombre: 'Atención al cliente', codigo: 'atencion-cliente', estructura: diseno },
    });
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const res = await stack.call('PUT', '/api/servicios-hr/atencion-cliente', {
      token: superadmin.token,
      body: { estructura: { criterioPasado: 60 }, prompt_usuario: 'Candidato {nombre} para {posicion}', version: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, prompt_usuario: 'Candidato {nombre} para {posicion}' });
    expect(res.body.data.estructura).toMatchObject({
      duracionEstimada: 30,
      criterioPasado: 60,
      fases: diseno.fases,
      rubrica: diseno.rubrica,
    });
    const otra = await stack.call('PUT', '/api/servicios-hr/atencion-cliente', { token: superadmin.token, body: { nombre: 'Atención' } });
    expect(otra.body.data.version).toBe(3);
  });

  it('an editor holding an older version gets 409 and does not overwrite the newer one', async () => {
    const res = await stack.call('PUT', '/api/servicios-hr/atencion-cliente', {
      token: superadmin.token,
      body: { nombre: 'Desde una pestaña vieja', version: 1 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('versión 3');
    expect((await lista()).find((s) => s.codigo === 'atencion-cliente')).toMatchObject({ nombre: 'Atención', version: 3 });
  });

  it('a new rubric cannot drop a competency a kept question evidences', async () => {
    const res = await stack.call('PUT', '/api/servicios-hr/atencion-cliente', {
      token: superadmin.token,
      body: { estructura: { rubrica: diseno.rubrica.slice(1) } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('«Orientación a resultados» no está en la rúbrica');
    expect((await lista()).find((s) => s.codigo === 'atencion-cliente').estructura.rubrica).toHaveLength(2);
  });

  it('an unknown codigo answers 404', async () => {
    const res = await stack.call('PUT', '/api/servicios-hr/no-existe', { token: superadmin.token, body: { nombre: 'X' } });
    expect(res).toMatchObject({ status: 404, body: { message: 'Servicio HR no-existe no encontrado' } });
  });

  it('deactivated, it shows inactive to an operator and is no longer offered for scheduling', async () => {
    const antes = await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token });
    expect(antes.body.data.map((s: any) => s.codigo)).toContain('test-vocacional');
    const res = await stack.call('PUT', '/api/servicios-hr/test-vocacional', {
      token: superadmin.token,
      body: { configuracion: { activo: false } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.configuracion).toEqual({ activo: false, requiereAutenticacion: true });
    expect((await lista()).find((s) => s.codigo === 'test-vocacional').configuracion.activo).toBe(false);
    const despues = await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token });
    expect(despues.body.data.map((s: any) => s.codigo)).not.toContain('test-vocacional');
    await stack.call('PUT', '/api/servicios-hr/test-vocacional', { token: superadmin.token, body: { configuracion: { activo: true } } });
  });
});

describe('delete', () => {
  it('refuses a template with scheduled interviews (deactivate it instead), and deletes it once none is left', async () => {
    await updateItem(servicioHrKeys.servicio('atencion-cliente'), { entrevistasProgramadas: 2 });
    const enUso = await stack.call('DELETE', '/api/servicios-hr/atencion-cliente', { token: superadmin.token });
    expect(enUso).toMatchObject({ status: 409, body: { message: expect.stringContaining('tiene 2 entrevista(s) programada(s)') } });
    expect((await lista()).map((s) => s.codigo)).toContain('atencion-cliente');

    await updateItem(servicioHrKeys.servicio('atencion-cliente'), { entrevistasProgramadas: 0 });
    const res = await stack.call('DELETE', '/api/servicios-hr/atencion-cliente', { token: superadmin.token });
    expect(res).toMatchObject({ status: 200, body: { message: msg.eliminado } });
    expect((await lista()).map((s) => s.codigo)).not.toContain('atencion-cliente');
    const otra = await stack.call('DELETE', '/api/servicios-hr/atencion-cliente', { token: superadmin.token });
    expect(otra.status).toBe(404);
  });
});
