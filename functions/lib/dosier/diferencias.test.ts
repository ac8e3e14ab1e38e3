import { describe, expect, it } from 'vitest';
import { type DisenoVersion, diferencias } from './diferencias.js';

const anclas = (s: string) => ({ bajo: `${s} bajo`, medio: `${s} medio`, alto: `${s} alto` });

const v1: DisenoVersion = {
  nombre: 'Atención al cliente',
  descripcion: 'Entrevista inicial',
  fases: [
    {
      nombre: 'Experiencia',
      preguntas: [
        { texto: 'Cuéntame un conflicto con un cliente', explora: 'gestión de conflictos', competencia: 'Empatía' },
        { texto: '¿Qué herramientas usas?', explora: 'herramientas', competencia: 'Técnica' },
      ],
    },
  ],
  rubrica: [
    { competencia: 'Empatía', anclas: anclas('empatía') },
    { competencia: 'Técnica', anclas: anclas('técnica') },
  ],
  criterioPasado: 60,
  prompt_sistema: 'Evalúa con rigor',
  prompt_usuario: 'Puesto: {posicion}',
};

describe('the differences between two versions of a template', () => {
  it('says nothing when nothing changed', () => {
    expect(diferencias(v1, structuredClone(v1))).toEqual([]);
  });

  it('names each question added, removed and rewritten, each anchor and prompt changed, with before and after', () => {
    const v2 = structuredClone(v1);
    v2.fases[0]!.preguntas[1]!.texto = '¿Qué programas dominas?';
    v2.fases[0]!.preguntas.push({ texto: 'Un objetivo que superaste', explora: 'logro', competencia: 'Empatía' });
    v2.fases.push({ nombre: 'Cierre', preguntas: [{ texto: '¿Por qué nosotros?', explora: 'motivación', competencia: 'Empatía' }] });
    v2.rubrica[0]!.anclas.alto = 'Resuelve y anticipa';
    v2.rubrica.splice(1, 1);
    v2.rubrica.push({ competencia: 'Orientación al logro', anclas: anclas('logro') });
    v2.prompt_sistema = 'Evalúa con rigor y sin prisa';
    v2.criterioPasado = 70;
    const c = diferencias(v1, v2);
    expect(c.map((x) => x.tipo)).toEqual([
      'fase_anadida',
      'pregunta_cambiada',
      'pregunta_anadida',
      'pregunta_anadida',
      'ancla_cambiada',
      'competencia_eliminada',
      'competencia_anadida',
      'prompt_cambiado',
      'ajuste_cambiado',
    ]);
    expect(c[1]).toMatchObject({
      antes: expect.stringContaining('¿Qué herramientas usas?'),
      despues: expect.stringContaining('¿Qué programas dominas?'),
    });
    expect(c[4]).toEqual({
      tipo: 'ancla_cambiada',
      descripcion: 'Ancla de nivel alto de «Empatía» cambiada',
      antes: 'empatía alto',
      despues: 'Resuelve y anticipa',
    });
    expect(c[7]).toMatchObject({ antes: 'Evalúa con rigor', despues: 'Evalúa con rigor y sin prisa' });
    expect(c[8]).toMatchObject({ antes: '60 %', despues: '70 %' });
  });

  it('a question moved to another place with the same text is the same question; one removed is removed', () => {
    const v2 = structuredClone(v1);
    v2.fases[0]!.preguntas.reverse();
    expect(diferencias(v1, v2)).toEqual([]);
    v2.fases[0]!.preguntas.pop();
    expect(diferencias(v1, v2)).toEqual([
      expect.objectContaining({ tipo: 'pregunta_eliminada', antes: expect.stringContaining('Cuéntame un conflicto') }),
    ]);
  });
});
