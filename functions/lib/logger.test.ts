// Every log line cuts long values (spec part 1 §9; D79), whoever wrote the call: the
// message, attributes at any depth, arrays, persistent keys and errors (message and stack head).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_TRUNCATE_CHARS } from '../../shared/constants.js';
import { logger, truncateForLog } from './logger.js';

const largo = (c: string) => c.repeat(LOG_TRUNCATE_CHARS + 50);
const cortado = (c: string) => `${c.repeat(LOG_TRUNCATE_CHARS)}…`;

let lineas: string[];
beforeEach(() => {
  lineas = [];
  logger.setLogLevel('DEBUG');
  // INFO and DEBUG go to stdout, WARN and ERROR to stderr: one list, in order.
  for (const salida of [process.stdout, process.stderr])
    vi.spyOn(salida, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lineas.push(String(chunk));
      return true;
    });
});
afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('SILENT');
  logger.resetKeys();
});

const ultima = () => JSON.parse(lineas.at(-1)!) as Record<string, any>;

describe('truncateForLog', () => {
  it('keeps a value at the limit and cuts a longer one with an ellipsis', () => {
    expect(truncateForLog('a'.repeat(LOG_TRUNCATE_CHARS))).toBe('a'.repeat(LOG_TRUNCATE_CHARS));
    expect(truncateForLog(largo('a'))).toBe(cortado('a'));
  });
});

describe('every log line', () => {
  it('cuts the message and each string attribute, nested in objects and arrays', () => {
    logger.info(largo('m'), {
      respuesta: largo('r'),
      corto: 'se queda',
      numero: 42,
      detalle: { error: largo('e'), mas: { hondo: largo('h') } },
      lista: [largo('l'), 'x'],
    });
    const l = ultima();
    expect(l.message).toBe(cortado('m'));
    expect(l.respuesta).toBe(cortado('r'));
    expect(l.corto).toBe('se queda');
    expect(l.numero).toBe(42);
    expect(l.detalle).toEqual({ error: cortado('e'), mas: { hondo: cortado('h') } });
    expect(l.lista).toEqual([cortado('l'), 'x']);
    expect(l.level).toBe('INFO');
    expect(l.service).toBeTypeOf('string');
  });

  it("cuts keys appended for every line (the request's) and a value of any level", () => {
    logger.appendKeys({ origen: largo('o') });
    logger.warn('aviso', { v: largo('w') });
    logger.error('fallo', { v: largo('f') });
    logger.debug('depuración', { v: largo('d') });
    const [w, e, d] = lineas.slice(-3).map((x) => JSON.parse(x));
    expect(w).toMatchObject({ level: 'WARN', origen: cortado('o'), v: cortado('w') });
    expect(e).toMatchObject({ level: 'ERROR', origen: cortado('o'), v: cortado('f') });
    expect(d).toMatchObject({ level: 'DEBUG', origen: cortado('o'), v: cortado('d') });
  });

  it('an error keeps its name and frames; its message is cut, in the stack too', () => {
    const err = new Error(`${largo('x')}\n${largo('y')}`);
    logger.error('Unhandled error', err);
    const l = ultima();
    expect(l.error.name).toBe('Error');
    expect(l.error.message).toBe(truncateForLog(err.message));
    const pila = l.error.stack as string;
    expect(pila.startsWith(`${truncateForLog(`Error: ${err.message}`)}\n`)).toBe(true);
    expect(pila).not.toContain('y'.repeat(LOG_TRUNCATE_CHARS + 1));
    expect(pila).toMatch(/\n\s+at /);
    // Nowhere in the line (message, stack) is either part of the message whole.
    expect(lineas.at(-1)).not.toMatch(new RegExp(`x{${LOG_TRUNCATE_CHARS + 1}}|y{${LOG_TRUNCATE_CHARS}}`));
  });

  it('an error as an attribute, with a long cause, is cut the same way', () => {
    const causa = new Error(largo('c'));
    logger.error('fallo', { error: new Error(largo('z'), { cause: causa }) });
    const l = ultima();
    expect(l.error.message).toBe(cortado('z'));
    expect(l.error.cause.message).toBe(cortado('c'));
    expect((l.error.cause.stack as string).startsWith(`${truncateForLog(`Error: ${causa.message}`)}\n`)).toBe(true);
  });
});
