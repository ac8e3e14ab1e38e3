// What a client reads when its body is wrong (D113): every write row of the route table
// is given `{}`, `[]` and `"x"`, and every message of the 400 names the field in Spanish or says the
// body must be an object — never zod's internals ('se esperaba nonoptional', 'Entrada inválida: …').
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import '../../shared/zod-locale.js';
import { datos } from '../../shared/messages.js';
import { routeList } from '../../shared/routes/index.js';
import { ImportarDatosBody } from '../../shared/schemas/datos.js';
import { validationError } from './validation.js';

const conCuerpo = routeList.filter((r) => r.body && !r.raw);
const INTERNOS = /nonoptional|Entrada inválida|se esperaba|invalid_|undefined|indefinido|\[object/;

const respuesta = (schema: z.ZodMiniType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : validationError(r.error);
};

describe('validation messages of every write row', () => {
  it('there are write rows with a body to check', () => {
    expect(conCuerpo.length).toBeGreaterThan(40);
  });

  it.each(conCuerpo.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_n, route) => {
    for (const input of [{}, [], 'x']) {
      const e = respuesta(route.body as z.ZodMiniType, input);
      if (!e) continue;
      for (const d of e.details ?? []) {
        expect(d.msg, `${JSON.stringify(input)} → ${d.campo}`).not.toMatch(INTERNOS);
        if (d.campo === '(raíz)') continue;
        // A field's own message is the schema's (the spec's texts), or names it.
        expect(d.msg.length, d.campo).toBeGreaterThan(3);
      }
      expect(e.message).not.toMatch(INTERNOS);
    }
    // A list or a text where an object belongs: one message about the body.
    const lista = respuesta(route.body as z.ZodMiniType, []);
    if (lista) expect(lista.message).toBe('El cuerpo de la petición debe ser un objeto JSON');
  });
});

describe('validationError', () => {
  const S = z.object({
    nombre: z.string(),
    edad: z.number(),
    activo: z.optional(z.boolean()),
    email: z.string().check(z.minLength(3)),
    propia: z.string().check(z.minLength(2, { error: 'Escribe al menos dos letras' })),
  });

  it('names a missing field, a field of the wrong type, and keeps a schema’s own message', () => {
    const e = respuesta(S, { edad: 'diez', activo: 'sí', email: 'a', propia: 'x' })!;
    expect(e.details).toEqual([
      { campo: 'nombre', msg: 'Falta el campo «nombre»' },
      { campo: 'edad', msg: 'El campo «edad» debe ser un número' },
      { campo: 'activo', msg: 'El campo «activo» debe ser verdadero o falso' },
      { campo: 'email', msg: expect.stringMatching(/^El campo «email» no es válido: /) },
      { campo: 'propia', msg: 'Escribe al menos dos letras' },
    ]);
    expect(e.message).toBe('Falta el campo «nombre»');
  });

  it('POST /api/datos/importar without a file is the spec’s «Archivo de importación inválido»', () => {
    expect(respuesta(ImportarDatosBody, {})!.message).toBe(datos.importacionInvalida);
    expect(respuesta(ImportarDatosBody, { archivo: {} })).toBeNull();
  });
});
