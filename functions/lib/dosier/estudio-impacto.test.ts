// Colombia's privacy impact study from fixed facts and a fixed clock (generadoEn and the law's day).
import { describe, expect, it } from 'vitest';
import { dosier as msg } from '../../../shared/messages.js';
import { estudioImpactoDe, leyDe } from '../../../shared/paises.js';
import { CLAVES_ESTUDIO_CO, EstudioImpacto, PREGUNTAS_ESTUDIO_CO } from '../../../shared/schemas/dosier.js';
import { fuentes, fuentesDeUno, PLURAL_TRAS_UNO } from '../../../test/testing/fuentes-dosier.js';
import type { FuentesDosier } from './construir.js';
import { construirEstudioImpacto } from './estudio-impacto.js';

const DIA = new Date('2026-11-26T10:00:00.000Z');
const marco = estudioImpactoDe('Colombia')!;
const ley = leyDe('Colombia', DIA)!;
const estudio = (f: FuentesDosier = fuentes()) => EstudioImpacto.parse(construirEstudioImpacto(f, marco, ley));
const punto = (e: EstudioImpacto, pregunta: string) => {
  const p = e.apartados.find((a) => a.pregunta.includes(pregunta));
  if (!p) throw new Error(`sin apartado «${pregunta}»`);
  return p;
};

describe("Colombia's privacy impact study", () => {
  it('only a Colombian company has one; it names the SIC circular of 21 August 2024 and Ley 1581', () => {
    expect(estudioImpactoDe('CO')?.tipo).toBe('estudio-impacto-co');
    for (const otro of ['España', 'México', 'Argentina', 'Chile', 'Perú', '', 'Portugal']) expect(estudioImpactoDe(otro)).toBeNull();
    const e = estudio();
    expect(e.norma).toContain('Circular Externa 002 del 21 de agosto de 2024 de la Superintendencia de Industria y Comercio');
    expect(punto(e, 'Objeto del estudio').respuesta).toContain('Ley Estatutaria 1581 de 2012');
    expect(e).toMatchObject({ tipo: 'estudio-impacto-co', empresa: { id: 'emp', nombre: 'Acme' }, desde: '2026-01-01', entrevistas: 4 });
  });

  it("follows the circular: weighing, description, art. 4's principles, risks and measures, art. 8's rights, approval", () => {
    const bloques = [...new Set(estudio().apartados.map((a) => a.bloque))];
    expect(bloques).toEqual([
      'Objeto y responsable',
      'Ponderación previa',
      'Descripción del tratamiento',
      'Principios del tratamiento (Ley 1581 de 2012, art. 4)',
      'Riesgos para los titulares y medidas',
      'Derechos de los titulares (Ley 1581 de 2012, art. 8)',
      'Aprobación y revisión',
    ]);
  });

  it('describes the processing from the stored facts: interviews, models and analyzer, data, oversight, retention', () => {
    const e = estudio();
    expect(punto(e, 'Entrevistas del periodo').respuesta).toBe('4 entrevistas creadas en el periodo, con «Ventas» (4 entrevistas).');
    expect(punto(e, 'Métodos de IA').respuesta).toMatch(/^Modelos de lenguaje de terceros: openai gpt-4o-mini \(2 informes\)\. /);
    expect(punto(e, 'Métodos de IA').respuesta).toContain('1 informe');
    expect(e.modelos.map((m) => [m.metodo, m.veces])).toEqual([
      ['proveedor', 2],
      ['integrado', 1],
    ]);
    expect(punto(e, 'Datos personales que se recogen').respuesta).toContain('texto pegado');
    expect(punto(e, 'Datos que reciben los modelos').respuesta).toContain('Nunca: el nombre, el email, el teléfono y el cv');
    expect(punto(e, 'Decisión humana').respuesta).toContain('revisados por una persona: 2 de 3 (66.7 %); 1 revisión cambió');
    expect(punto(e, 'Conservación').respuesta).toContain('12 meses');
    expect(punto(e, 'Transmisión a encargados').respuesta).toContain('(proveedores del periodo: openai)');
    expect(punto(e, 'Riesgo: señales de integridad').respuesta).toContain('6 marcas en el periodo');
  });

  it("lists art. 8's rights and how each is exercised, with the SIC for complaints", () => {
    const derechos = estudio().apartados.filter((a) => a.bloque.startsWith('Derechos'));
    expect(derechos.map((d) => /\(art\. 8 ([a-f])\)$/.exec(d.pregunta)?.[1])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(derechos.every((d) => !d.aCompletar && d.respuesta.length > 20)).toBe(true);
    expect(derechos[3]!.respuesta).toContain('la Superintendencia de Industria y Comercio (sic.gov.co)');
  });

  it('marks «A completar por la empresa» where only the company knows, and its saved answers take their place', () => {
    const sin = estudio();
    const pendientes = sin.apartados.filter((a) => a.aCompletar);
    expect(pendientes.every((a) => a.respuesta.startsWith(msg.aCompletar))).toBe(true);
    expect(pendientes.map((a) => a.pregunta)).toEqual(
      expect.arrayContaining([
        'Idoneidad, necesidad, razonabilidad y proporcionalidad',
        'Legalidad',
        'Seguridad',
        'Clasificación de los riesgos',
        'Aprobación y revisión periódica',
      ]),
    );
    expect(sin.respuestasEmpresa).toBeNull();

    const con = estudio(
      fuentes({
        respuestasEmpresa: {
          version: 2,
          guardadaEn: '2026-11-20T09:00:00.000Z',
          guardadaPor: 'Ana',
          respuestas: { contacto: 'privacidad@acme.co', discriminacion: 'Revisión trimestral de las ratios' },
        },
      }),
    );
    const contacto = con.apartados.find((a) => a.clave === 'contacto')!;
    expect(contacto).toMatchObject({
      bloque: 'Objeto y responsable',
      respuesta: 'privacidad@acme.co',
      deLaEmpresa: true,
      aCompletar: false,
    });
    expect(con.apartados.find((a) => a.clave === 'discriminacion')).toMatchObject({ bloque: 'Riesgos para los titulares y medidas' });
    expect(con.respuestasEmpresa).toMatchObject({ version: 2, respondidas: 2, total: 4 });
    expect(con.hash).not.toBe(sin.hash);
  });

  it("the study's own questions take the company's answers to the study, whose version is in its hash", () => {
    const sin = estudio();
    // Before any answer: each of the six is «A completar», in its section, with its key.
    for (const c of CLAVES_ESTUDIO_CO) {
      const p = sin.apartados.find((a) => a.clave === c);
      expect(p, c).toMatchObject({ ...PREGUNTAS_ESTUDIO_CO[c], aCompletar: true, deLaEmpresa: false });
      expect(p!.respuesta.startsWith(msg.aCompletar)).toBe(true);
    }
    expect(sin.respuestasEstudio).toBeNull();
    const propias = {
      ponderacion: 'Idónea: reduce el tiempo de respuesta a la persona candidata.',
      seguridad: 'Segundo factor para todas las cuentas.',
    };
    const con = EstudioImpacto.parse(
      construirEstudioImpacto(fuentes(), marco, ley, {
        version: 3,
        guardadaEn: '2026-11-21T09:00:00.000Z',
        guardadaPor: 'Luis',
        respuestas: propias,
      }),
    );
    expect(con.apartados.find((a) => a.clave === 'ponderacion')).toMatchObject({
      bloque: 'Ponderación previa',
      respuesta: propias.ponderacion,
      aCompletar: false,
      deLaEmpresa: true,
    });
    expect(punto(con, 'Seguridad')).toMatchObject({ respuesta: propias.seguridad, deLaEmpresa: true });
    expect(punto(con, 'Legalidad')).toMatchObject({ aCompletar: true });
    expect(con.respuestasEstudio).toEqual({
      version: 3,
      guardadaEn: '2026-11-21T09:00:00.000Z',
      guardadaPor: 'Luis',
      respondidas: 2,
      total: 6,
    });
    expect(con.apartados.filter((a) => a.aCompletar)).toHaveLength(sin.apartados.filter((a) => a.aCompletar).length - 2);
    expect(con.hash).not.toBe(sin.hash);
    // The points stay where they were: the same questions in the same order.
    expect(con.apartados.map((a) => a.pregunta)).toEqual(sin.apartados.map((a) => a.pregunta));
  });

  it('the same facts give the same hash whenever generated; another fact, another hash', () => {
    const a = estudio();
    expect(estudio(fuentes({ generadoEn: '2026-11-27T08:00:00.000Z' })).hash).toBe(a.hash);
    expect(estudio(fuentes({ ajustes: { pausaIA: true, senalesActivas: true, umbral: 6, retencionMeses: 12 } })).hash).not.toBe(a.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('with every count at one, no text says «1 entrevistas», «1 informes», «1 marcas»…', () => {
    const texto = JSON.stringify(estudio(fuentesDeUno()));
    expect(texto).toContain('1 entrevista creada en el periodo');
    expect(texto).not.toMatch(PLURAL_TRAS_UNO);
  });
});
