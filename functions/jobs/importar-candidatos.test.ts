// The import queue's consumer: a failure is thrown (SQS delivers again); on the last delivery the
// import is marked fallida first, so the screen says so instead of waiting for ever.
import { describe, vi } from 'vitest';
import { pruebasDeFallo, pruebaTiempoQueQueda, reiniciarConsumidor, type Consumidor } from '../../test/testing/consumidores-cola.js';

const procesarImportacion = vi.fn();
const marcarFallida = vi.fn();
vi.mock('../lib/candidatos/importacion.js', () => ({ procesarImportacion, marcarFallida }));
const { handler } = await import('./importar-candidatos.js');

const consumidor: Consumidor = {
  cola: 'importar-candidatos',
  handler,
  mensaje: { empresaId: 'e1', importacionId: 'i1' },
  procesar: procesarImportacion,
  abandonar: marcarFallida,
  que: 'import',
};

reiniciarConsumidor(consumidor);

describe('importar-candidatos consumer', () => {
  pruebaTiempoQueQueda(consumidor);
  pruebasDeFallo(consumidor);
});
