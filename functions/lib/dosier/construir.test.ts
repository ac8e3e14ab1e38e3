import { describe, expect, it } from 'vitest';
import { CLAVES_EMPRESA, Dosier } from '../../../shared/schemas/dosier.js';
import { anclas, diseno, entrada, fuentes, fuentesDeUno, ia, plantilla, PLURAL_TRAS_UNO } from '../../../test/testing/fuentes-dosier.js';
import { construirDosier } from './construir.js';

describe('the algorithm dossier', () => {
  it('holds what the product stores: the design, the prompts and their variables, the models of the period, the oversight', () => {
    const d = Dosier.parse(construirDosier(fuentes()));
    const p = d.plantillas[0]!;
    expect(p).toMatchObject({ codigo: 'ventas', version: 3, entrevistasEnPeriodo: 4, versionesUsadas: [2, 3] });
    expect(p.fases[0]!.preguntas[0]!.texto).toBe('Un objetivo que superaste y cómo');
    expect(p.rubrica[0]!.anclas).toEqual(anclas);
    expect(p.variables).toEqual(['{posicion}', '{nombre}']);
    expect(d.modelos).toEqual([
      {
        tarea: 'informe',
        metodo: 'proveedor',
        proveedor: 'openai',
        modelo: 'gpt-4o-mini',
        veces: 2,
        versionesInstrucciones: ['sha256:abc'],
      },
      {
        tarea: 'informe',
        metodo: 'integrado',
        proveedor: null,
        modelo: 'analizador-integrado-v3',
        veces: 1,
        versionesInstrucciones: ['analizador-integrado-v3'],
      },
    ]);
    expect(d.analizador.usadoEnPeriodo).toBe(1);
    expect(d.integridad.comprobaciones.tipos.find((t) => t.tipo === 'repetida')?.veces).toBe(6);
    expect(d.supervision).toMatchObject({
      informes: 3,
      informesRevisados: 2,
      porcentajeRevisado: 66.7,
      coincidencias: 1,
      cambios: 1,
      revisores: [{ nombre: 'Ana', revisiones: 2 }],
      motivosCambio: [{ decision: 'No recomendado', recomendacionIA: 'Recomendado', motivo: 'Las citas no muestran un resultado propio' }],
    });
    expect(d.instrucciones.reglasInforme).toContain('No infieras emociones');
  });

  it('answers the guide where the product knows and marks the rest for the company', () => {
    const d = construirDosier(fuentes());
    const porPregunta = (s: string) => d.guia.find((g) => g.pregunta.includes(s))!;
    expect(porPregunta('intervención humana')).toMatchObject({
      aCompletar: false,
      respuesta: expect.stringContaining('Informes revisados por una persona en el periodo: 2 de 3 (66.7 %)'),
    });
    expect(porPregunta('proveedores intervienen').respuesta).toContain('openai gpt-4o-mini');
    expect(porPregunta('entrenaron')).toMatchObject({ aCompletar: true, respuesta: expect.stringMatching(/^A completar por la empresa/) });
    expect(d.guia.filter((g) => g.aCompletar).length).toBeGreaterThan(0);
    expect(d.equidad.aCompletar).toBe(true);
    expect(d.equidad.texto).toContain('lo respondieron 3 personas');
    // Under the minimum n the count is not given (issue 65 item 2); one person is «respondió 1 persona».
    const pocos = construirDosier(fuentes({ equidad: { declaraciones: { menosDe: 10 }, minimoN: 10 } }));
    expect(pocos.equidad.texto).toContain('lo respondieron menos de 10 personas');
    expect(pocos.equidad.texto).toContain('ninguna cifra de menos de 10 personas se muestra');
    const una = construirDosier(fuentes({ equidad: { declaraciones: 1, minimoN: 1 } }));
    expect(una.equidad.texto).toContain('lo respondió 1 persona');
    expect(d.equidad.texto).toContain('ninguna cifra de menos de 10 personas se muestra, ni otra que permita deducirla');
  });

  it("puts the company's own answers in place of «A completar», names their version, and hashes them", () => {
    const sin = construirDosier(fuentes());
    expect(sin.respuestasEmpresa).toBeNull();
    expect(sin.guia.filter((g) => g.aCompletar).map((g) => g.clave)).toEqual([...CLAVES_EMPRESA]);
    expect(sin.guia.every((g) => g.aCompletar === (g.clave !== null) && !g.deLaEmpresa)).toBe(true);
    const respuestasEmpresa = {
      version: 3,
      guardadaEn: '2026-11-20T09:00:00.000Z',
      guardadaPor: 'Ana',
      respuestas: { contacto: 'Departamento de Personas', discriminacion: 'Revisión trimestral con el comité', auditoria: '  ' },
    };
    const con = Dosier.parse(construirDosier(fuentes({ respuestasEmpresa })));
    expect(con.respuestasEmpresa).toEqual({
      version: 3,
      guardadaEn: '2026-11-20T09:00:00.000Z',
      guardadaPor: 'Ana',
      respondidas: 2,
      total: 6,
    });
    expect(con.guia.find((g) => g.clave === 'contacto')).toMatchObject({
      respuesta: 'Departamento de Personas',
      aCompletar: false,
      deLaEmpresa: true,
      bloque: 'Otra información relevante',
    });
    // A blank answer is still to complete, with what the product knows.
    expect(con.guia.find((g) => g.clave === 'auditoria')).toMatchObject({
      aCompletar: true,
      respuesta: expect.stringMatching(/^A completar por la empresa\. Talentia/),
    });
    expect(con.equidad).toMatchObject({ aCompletar: false, medidasEmpresa: 'Revisión trimestral con el comité' });
    expect(con.equidad.texto).not.toContain('Indique qué medidas');
    // The guide keeps its order and its questions.
    expect(con.guia.map((g) => g.pregunta)).toEqual(sin.guia.map((g) => g.pregunta));
    // The answers and their version are part of the hash.
    expect(con.hash).not.toBe(sin.hash);
    expect(construirDosier(fuentes({ respuestasEmpresa: { ...respuestasEmpresa, version: 4 } })).hash).not.toBe(con.hash);
    expect(construirDosier(fuentes({ respuestasEmpresa })).hash).toBe(con.hash);
  });

  it('shows, dated, what each version changed since the last delivery; before any delivery, the versions saved in the period', () => {
    const sinEntrega = construirDosier(fuentes({ desde: '2026-07-01' }));
    expect(sinEntrega.plantillas[0]!.cambios.map((c) => c.version)).toEqual([3]);
    const conEntrega = construirDosier(
      fuentes({
        ultimaEntrega: { id: 'x', fecha: '2026-03-01', organo: 'Comité de empresa', plantillas: [{ codigo: 'ventas', version: 1 }] },
      }),
    );
    const cambios = conEntrega.plantillas[0]!.cambios;
    expect(cambios.map((c) => [c.version, c.fecha, c.comparable])).toEqual([
      [2, '2026-06-01T00:00:00.000Z', true],
      [3, '2026-10-02T10:00:00.000Z', true],
    ]);
    expect(cambios[1]!.cambios).toEqual([
      expect.objectContaining({
        tipo: 'pregunta_cambiada',
        antes: expect.stringContaining('Un objetivo que superaste ·'),
        despues: expect.stringContaining('y cómo'),
      }),
    ]);
    // A version whose predecessor was never kept says so instead of inventing a difference.
    const sinCopia = construirDosier(
      fuentes({
        plantillas: [plantilla({ versiones: plantilla().versiones.slice(1) })],
        ultimaEntrega: { id: 'x', fecha: '2026-03-01', organo: 'Comité', plantillas: [{ codigo: 'ventas', version: 1 }] },
      }),
    );
    expect(sinCopia.plantillas[0]!.cambios[0]).toMatchObject({ version: 2, comparable: false, cambios: [] });
  });

  it('the same facts give the same hash whenever generated; another fact, another hash', () => {
    const a = construirDosier(fuentes());
    const b = construirDosier(fuentes({ generadoEn: '2026-11-27T08:00:00.000Z' }));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(b.hash).toBe(a.hash);
    expect(construirDosier(fuentes({ ajustes: { pausaIA: true, senalesActivas: true, umbral: 6, retencionMeses: 12 } })).hash).not.toBe(
      a.hash,
    );
  });
});

// Issue 65 item 6: a dossier that agrees with itself.
describe('the dossier agrees with itself', () => {
  const guia = (d: ReturnType<typeof construirDosier>, s: string) => d.guia.find((g) => g.pregunta.includes(s))!.respuesta;

  it('templates used in the period apart from those only available', () => {
    const d = construirDosier(
      fuentes({
        plantillas: [
          plantilla(),
          plantilla({ codigo: 'atencion', entrevistasEnPeriodo: 0, versionesUsadas: [], diseno: { ...diseno('x'), nombre: 'Atención' } }),
        ],
      }),
    );
    const r = guia(d, 'Utiliza la empresa algoritmos');
    expect(r).toContain(
      'con la plantilla «Ventas» (versión 3) (disponible también, sin entrevistas en el periodo: «Atención» (versión 3))',
    );
    const nada = construirDosier(fuentes({ plantillas: [plantilla({ entrevistasEnPeriodo: 0, versionesUsadas: [] })] }));
    expect(guia(nada, 'Utiliza la empresa algoritmos')).toContain('sin ninguna entrevista en el periodo (disponible también');
  });

  it('no «caja negra» in use where no language model was used', () => {
    const conModelo = construirDosier(fuentes());
    expect(guia(conModelo, 'Qué tipo de tecnología')).toMatch(/^Modelos de lenguaje generales de terceros/);
    const soloReglas = construirDosier(
      fuentes({ entradas: [entrada({ tipo: 'informe', ia: ia('integrado', 'analizador-integrado-v3', null) })] }),
    );
    expect(guia(soloReglas, 'proveedores intervienen')).toContain('En el periodo no se usó ningún modelo de lenguaje de terceros.');
    expect(guia(soloReglas, 'Qué tipo de tecnología')).toMatch(/^En el periodo, solo reglas: .*no se usó ningún modelo de lenguaje/);
  });

  it('with every count at one, no text says «1 entrevistas», «1 personas», «1 revisiones»…', () => {
    const texto = JSON.stringify(construirDosier(fuentesDeUno()));
    expect(texto).toContain('1 revisión cambió');
    expect(texto).not.toMatch(PLURAL_TRAS_UNO);
  });
});
