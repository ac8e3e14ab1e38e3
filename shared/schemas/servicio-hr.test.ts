// The interview design of an HR service template: the seeded designs satisfy the contract the
// editor is held to, and the whole-design rules (prompt variables, rubric competencies).
import { describe, expect, it } from 'vitest';
import { SERVICIOS_HR_BASE } from '../../functions/lib/seed/datos-plataforma.js';
import { problemasDelDiseno, ServicioHRCreate, variablesDe } from './servicio-hr.js';

describe('the seeded templates', () => {
  it.each(SERVICIOS_HR_BASE.map((s) => [s.codigo, s] as const))('%s is a valid template body', (_codigo, servicio) => {
    const { metricas: _m, version: _v, ...cuerpo } = servicio;
    const r = ServicioHRCreate.safeParse(cuerpo);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
  });
});

describe('prompt variables', () => {
  it('finds every {…} in a prompt', () => {
    expect(variablesDe('Hola {nombre}, {posicion} y { skills } {}')).toEqual(['{nombre}', '{posicion}', '{ skills }', '{}']);
  });

  it('refuses each unknown variable once, naming the allowed ones', () => {
    const r = ServicioHRCreate.safeParse({ nombre: 'n', codigo: 'c', prompt_sistema: '{edad} {edad} {Nombre}' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'Variable desconocida en el prompt: {edad}, {Nombre}. Variables permitidas: {nombre}, {posicion}, {experiencia}, {skills}, {educacion}',
    );
  });
});

describe('problemasDelDiseno', () => {
  const anclas = { bajo: 'b', medio: 'm', alto: 'a' };
  it('accepts a competency written with other case or accents', () => {
    expect(
      problemasDelDiseno({
        fases: [{ nombre: 'F', preguntas: [{ texto: '¿Qué?', explora: 'x', competencia: 'comunicacion' }] }],
        rubrica: [{ competencia: 'Comunicación', anclas }],
      }),
    ).toEqual([]);
  });

  it('names a repeated competency and a question outside the rubric, with their paths', () => {
    expect(
      problemasDelDiseno({
        fases: [{ nombre: 'F', preguntas: [{ texto: '¿Qué?', explora: 'x', competencia: 'Liderazgo' }] }],
        rubrica: [
          { competencia: 'Comunicación', anclas },
          { competencia: 'comunicación ', anclas },
        ],
      }),
    ).toEqual([
      { path: ['rubrica', 1, 'competencia'], message: 'La competencia «comunicación » está repetida en la rúbrica' },
      {
        path: ['fases', 0, 'preguntas', 0, 'competencia'],
        message: 'La competencia «Liderazgo» no está en la rúbrica: añádela con sus anclas o elige una de la rúbrica',
      },
    ]);
  });
});
