// The queue consumers of work that resumes across deliveries (jobHandler): each carries its work on
// with the invocation's time left; a failure is thrown (SQS delivers again) and the work is marked
// fallida only on the last delivery, so the screen says so instead of waiting for ever (the import of
// candidates; a company's deletion, D72, which a new DELETE can then start again; the data import,
// D100, and clear, D103). The data jobs also send the templates' counts their run moved (D168) at
// the end of every run, done or not.
import { describe, expect, it, vi } from 'vitest';
import type { ColaId } from '../../shared/colas.js';
import {
  eventoCola,
  pruebasDeFallo,
  pruebaTiempoQueQueda,
  reiniciarConsumidor,
  type Consumidor,
} from '../../test/testing/consumidores-cola.js';

const trabajo = () => ({ procesar: vi.fn(), abandonar: vi.fn() });
const candidatos = trabajo();
const eliminacion = trabajo();
const importacion = trabajo();
const limpieza = trabajo();
const enviarConteosDeEmpresa = vi.fn();
vi.mock('../lib/candidatos/importacion.js', () => ({ procesarImportacion: candidatos.procesar, marcarFallida: candidatos.abandonar }));
vi.mock('../lib/empresas/eliminar.js', () => ({
  procesarEliminacion: eliminacion.procesar,
  marcarEliminacionFallida: eliminacion.abandonar,
}));
vi.mock('../lib/datos/importacion-trabajo.js', () => ({
  procesarImportacionDatos: importacion.procesar,
  marcarErrorImportacionDatos: importacion.abandonar,
}));
vi.mock('../lib/datos/limpieza-trabajo.js', () => ({
  procesarLimpiezaDatos: limpieza.procesar,
  marcarErrorLimpiezaDatos: limpieza.abandonar,
}));
vi.mock('../lib/servicios-hr/conteo.js', () => ({ enviarConteosDeEmpresa }));

/** The data jobs: they send the counts. */
const CON_CONTEOS = new Set<ColaId>(['importar-datos', 'limpiar-datos']);
const consumidor = (cola: ColaId, handler: Consumidor['handler'], clave: object, t: ReturnType<typeof trabajo>, que: string) => ({
  cola,
  handler,
  mensaje: { empresaId: 'e1', ...clave },
  ...t,
  que,
  conteos: CON_CONTEOS.has(cola),
});

const consumidores = [
  consumidor('importar-candidatos', (await import('./importar-candidatos.js')).handler, { importacionId: 'i1' }, candidatos, 'import'),
  consumidor('eliminar-empresa', (await import('./eliminar-empresa.js')).handler, { eliminacionId: 'del-1' }, eliminacion, 'deletion'),
  consumidor('importar-datos', (await import('./importar-datos.js')).handler, { importacionId: 'imp-1' }, importacion, 'data import'),
  consumidor('limpiar-datos', (await import('./limpiar-datos.js')).handler, { limpiezaId: 'lim-1' }, limpieza, 'data clear'),
];

describe.each(consumidores)('$cola consumer', (c) => {
  reiniciarConsumidor(c);
  pruebaTiempoQueQueda(c);
  pruebasDeFallo(c);

  it(c.conteos ? "sends the company's template counts after each run, done or not" : 'sends no template counts', async () => {
    enviarConteosDeEmpresa.mockReset().mockResolvedValue(0);
    c.procesar.mockResolvedValue('continua');
    await c.handler(eventoCola(c.mensaje));
    c.procesar.mockRejectedValue(new Error('el servicio no responde'));
    await expect(c.handler(eventoCola(c.mensaje))).rejects.toThrow();
    if (c.conteos)
      expect(enviarConteosDeEmpresa.mock.calls).toEqual([
        ['e1', expect.any(Function)],
        ['e1', expect.any(Function)],
      ]);
    else expect(enviarConteosDeEmpresa).not.toHaveBeenCalled();
  });
});
