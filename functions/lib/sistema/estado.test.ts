// The Sistema tab's statuses and checklist (D99) as a table: from a platform where everything is
// configured, each item turns 'Pendiente' when its one fact changes, and is 'Implementado' otherwise;
// the statuses by the same facts. The clock is fixed (every age is relative to it).
import { describe, expect, it } from 'vitest';
import { PLANTILLAS_EMAIL } from '../../../shared/email/plantillas.js';
import { jobs } from '../../../shared/jobs.js';
import { calcularEstadoSistema, type Lecturas } from './estado.js';

const NOW = new Date('2026-03-29T00:30:00.000Z');
const hace = (min: number) => new Date(NOW.getTime() - min * 60_000).toISOString();

function completo(): Lecturas {
  return {
    health: { server: 'ok', database: 'ok', timestamp: hace(3), checkedBy: 'job', latencyMs: 12 },
    clavesPlataforma: [
      { proveedor: 'openai', habilitada: true, estado: { isValid: true, lastError: null, probadaEn: hace(60) } },
      { proveedor: 'deepgram', habilitada: true, estado: { isValid: null, lastError: null } },
    ],
    correo: {
      guardada: {
        proveedor: 'ses',
        from: 'no-reply@empresa.es',
        smtpHost: '',
        plantillas: Object.fromEntries(PLANTILLAS_EMAIL.map((id) => [id, { subject: 'Asunto', html: '<p>Hola</p>', enabled: true }])),
      },
      from: 'no-reply@empresa.es',
      envios: [
        { fecha: hace(10), plantilla: 'recordatorio', estado: 'omitido', error: null },
        { fecha: hace(20), plantilla: 'invitacionEntrevista', estado: 'enviado', error: null },
      ],
    },
    ejecuciones: jobs.map((j) => ({
      job: j.id,
      inicio: hace(j.rateMinutes),
      fin: hace(j.rateMinutes),
      duracionMs: 40,
      resultado: 'ok' as const,
      error: null,
    })),
    planes: [{ activo: true }, { activo: false }],
    empresasActivas: 2,
    federacion: { google: true, microsoft: false },
  };
}

const checklist = (l: Lecturas) => Object.fromEntries(calcularEstadoSistema(l, NOW).checklist.map((i) => [i.id, i.implementado]));
const componente = (l: Lecturas, id: string) => calcularEstadoSistema(l, NOW).componentes.find((c) => c.id === id)!;

type Cambio = (l: Lecturas) => void;
/** Each fact changed, and the items it turns Pendiente (the stored email configuration holds its templates: those two move together). */
const CASOS: Array<[pendientes: string[], cambio: Cambio]> = [
  [['planes'], (l) => (l.planes = [{ activo: false }])],
  [['planes'], (l) => (l.planes = [])],
  [['clave_ia'], (l) => (l.clavesPlataforma = [])],
  [['clave_ia'], (l) => l.clavesPlataforma.forEach((c) => (c.habilitada = false))],
  [['clave_ia'], (l) => l.clavesPlataforma.forEach((c) => (c.estado.isValid = false))],
  [['correo_configurado', 'plantillas'], (l) => (l.correo.guardada = null)],
  [['correo_configurado'], (l) => (l.correo.guardada = { ...l.correo.guardada!, proveedor: 'smtp', smtpHost: '' })],
  [['correo_enviado'], (l) => (l.correo.envios = [])],
  [['correo_enviado'], (l) => l.correo.envios.unshift({ fecha: hace(1), plantilla: 'x', estado: 'fallido', error: 'MessageRejected' })],
  [['plantillas'], (l) => delete l.correo.guardada!.plantillas[PLANTILLAS_EMAIL[0]!]],
  [['plantillas'], (l) => (l.correo.guardada!.plantillas[PLANTILLAS_EMAIL[3]!] = { subject: '', html: '<p>x</p>' })],
  [['federacion'], (l) => (l.federacion = { google: false, microsoft: false })],
  [['health'], (l) => (l.health = undefined)],
  [['health'], (l) => (l.health = { ...l.health!, timestamp: hace(11) })],
  [['trabajos'], (l) => (l.ejecuciones = l.ejecuciones.filter((e) => e.job !== 'cierre-mes'))],
  [['trabajos'], (l) => (l.ejecuciones[0] = { ...l.ejecuciones[0]!, resultado: 'error', error: 'boom' })],
  [['trabajos'], (l) => (l.ejecuciones = l.ejecuciones.map((e) => (e.job === 'recordatorios' ? { ...e, inicio: hace(121) } : e)))],
  [['empresas'], (l) => (l.empresasActivas = 0)],
];

describe('the checklist', () => {
  it('every item is Implementado on a fully configured platform', () => {
    const items = calcularEstadoSistema(completo(), NOW).checklist;
    expect(items.map((i) => i.id)).toEqual([
      'planes',
      'clave_ia',
      'correo_configurado',
      'correo_enviado',
      'plantillas',
      'federacion',
      'health',
      'trabajos',
      'empresas',
    ]);
    expect(items.filter((i) => !i.implementado)).toEqual([]);
  });

  it.each(CASOS.map(([pendientes, cambio], n) => [`${pendientes.join(' + ')} (#${n})`, pendientes, cambio] as const))(
    '%s turns Pendiente, the rest stay Implementado',
    (_n, pendientes, cambio) => {
      const l = completo();
      cambio(l);
      const r = checklist(l);
      expect(Object.keys(r).filter((id) => !r[id])).toEqual(pendientes);
    },
  );

  it('every item is Pendiente on a new platform with nothing configured', () => {
    const items = calcularEstadoSistema(
      {
        health: undefined,
        clavesPlataforma: [],
        correo: { guardada: null, from: 'no-reply@talentia.local', envios: [] },
        ejecuciones: [],
        planes: [],
        empresasActivas: 0,
        federacion: { google: false, microsoft: false },
      },
      NOW,
    ).checklist;
    expect(items.filter((i) => i.implementado)).toEqual([]);
    expect(items.find((i) => i.id === 'plantillas')!.detalle).toBe(
      `0 de ${PLANTILLAS_EMAIL.length} plantillas guardadas: guarda la configuración de email (o 'Inicializar Configuración')`,
    );
  });
});

describe('the statuses', () => {
  it('a fresh health record: API Online, database Conectada, with the record time', () => {
    expect(componente(completo(), 'api')).toMatchObject({ estado: 'ok', valor: 'Online', observadoEn: hace(3) });
    expect(componente(completo(), 'base_datos')).toMatchObject({
      estado: 'ok',
      valor: 'Conectada',
      detalle: 'Respondió en 12 ms en la última comprobación',
    });
  });

  it('an old health record warns; none says Sin datos', () => {
    const viejo = completo();
    viejo.health = { ...viejo.health!, timestamp: hace(11) };
    expect(componente(viejo, 'api')).toMatchObject({ estado: 'aviso', valor: 'Sin comprobación reciente' });
    expect(componente(viejo, 'base_datos').estado).toBe('aviso');
    const nada = completo();
    nada.health = undefined;
    expect(componente(nada, 'api')).toMatchObject({ estado: 'sin_datos', valor: 'Sin datos', observadoEn: null });
  });

  it('AI providers: N/6 Activos from the enabled keys not failing their test, with the newest test time', () => {
    const l = completo();
    expect(componente(l, 'ia')).toMatchObject({ estado: 'ok', valor: '2/6 Activos', observadoEn: hace(60) });
    l.clavesPlataforma.push({ proveedor: 'claude', habilitada: true, estado: { isValid: false, lastError: '401', probadaEn: hace(5) } });
    expect(componente(l, 'ia')).toMatchObject({ estado: 'aviso', valor: '2/6 Activos', observadoEn: hace(5) });
    expect(componente(l, 'ia').detalle).toBe('Activos: OpenAI, Deepgram. Fallan en su última prueba: Claude');
    l.clavesPlataforma = [];
    expect(componente(l, 'ia')).toMatchObject({ estado: 'error', valor: '0/6 Activos' });
  });

  it('mail: Operativo after a good send, a warning with failures behind it, an error when the last one failed; the failures listed', () => {
    const l = completo();
    expect(componente(l, 'correo')).toMatchObject({ estado: 'ok', valor: 'Operativo', observadoEn: hace(10) });
    l.correo.envios.push({ fecha: hace(30), plantilla: 'credencialesAdministrador', estado: 'fallido', error: 'Throttling' });
    expect(componente(l, 'correo')).toMatchObject({ estado: 'aviso', valor: 'Operativo' });
    l.correo.envios.unshift({ fecha: hace(1), plantilla: 'invitacionEntrevista', estado: 'fallido', error: 'MessageRejected' });
    expect(componente(l, 'correo')).toMatchObject({ estado: 'error', valor: 'Con fallos' });
    expect(calcularEstadoSistema(l, NOW).fallosCorreo).toEqual([
      { fecha: hace(1), plantilla: 'invitacionEntrevista', error: 'MessageRejected' },
      { fecha: hace(30), plantilla: 'credencialesAdministrador', error: 'Throttling' },
    ]);
    l.correo.envios = [];
    expect(componente(l, 'correo')).toMatchObject({ estado: 'sin_datos', valor: 'Sin envíos' });
  });

  it('jobs: each with its last run and whether it is within two periods', () => {
    const l = completo();
    expect(componente(l, 'trabajos')).toMatchObject({ estado: 'ok', valor: 'Operativo' });
    const health = l.ejecuciones.find((e) => e.job === 'health')!;
    health.inicio = hace(11);
    const r = calcularEstadoSistema(l, NOW);
    expect(r.trabajos.find((t) => t.id === 'health')).toMatchObject({ alDia: false, ultimaEjecucion: hace(11), cadaMinutos: 5 });
    expect(r.componentes.find((c) => c.id === 'trabajos')).toMatchObject({
      estado: 'aviso',
      valor: `${jobs.length - 1}/${jobs.length} al día`,
      detalle: 'Sin ejecución reciente: health',
    });
    health.resultado = 'error';
    expect(componente(l, 'trabajos')).toMatchObject({ estado: 'error', detalle: 'Falló la última ejecución de: health' });
    l.ejecuciones = [];
    expect(componente(l, 'trabajos').estado).toBe('sin_datos');
  });
});
