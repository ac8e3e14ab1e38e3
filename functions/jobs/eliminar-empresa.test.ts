// The company-deletion queue's consumer (D72): a failure is thrown (SQS delivers again and the worker
// resumes); on the last delivery the deletion is marked fallida first, so the Empresas screen says so
// and a new DELETE can start it again.
import { describe, vi } from 'vitest';
import { pruebasDeFallo, pruebaTiempoQueQueda, reiniciarConsumidor, type Consumidor } from '../../test/testing/consumidores-cola.js';

const procesarEliminacion = vi.fn();
const marcarEliminacionFallida = vi.fn();
vi.mock('../lib/empresas/eliminar.js', () => ({ procesarEliminacion, marcarEliminacionFallida }));
const { handler } = await import('./eliminar-empresa.js');

const consumidor: Consumidor = {
  cola: 'eliminar-empresa',
  handler,
  mensaje: { empresaId: 'e1', eliminacionId: 'del-1' },
  procesar: procesarEliminacion,
  abandonar: marcarEliminacionFallida,
  que: 'deletion',
};

reiniciarConsumidor(consumidor);

describe('eliminar-empresa consumer', () => {
  pruebaTiempoQueQueda(consumidor);
  pruebasDeFallo(consumidor);
});
