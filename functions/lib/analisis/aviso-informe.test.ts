// The report-ready email's words (issue 54 item 6): it names who made the report — a named language
// model, or the built-in analyzer with its version and why (the AI paused among the reasons) — and
// greets the person behind the company's contact address, never the company.
import { describe, expect, it } from 'vitest';
import { DEFINICION_PLANTILLAS } from '../../../shared/email/plantillas.js';
import { renderPlantilla } from '../../../shared/email/render.js';
import type { Procedencia } from '../../../shared/schemas/informe.js';
import { variablesReporteListo } from './aviso-informe.js';

const base: Procedencia = {
  metodo: 'integrado',
  proveedor: null,
  modelo: 'analizador integrado',
  analizadorVersion: 'analizador-integrado-v3',
  motivoIntegrado: 'ia_pausada',
  origenClave: null,
  plantilla: { servicioId: 's1', codigo: 'COMP', nombre: 'Competencias', version: 1 },
  rubricaVersion: 1,
  promptHash: 'ab'.repeat(32),
  generadoEn: '2026-11-20T10:00:00.000Z',
  duracionMs: 10,
  tokens: null,
  intentos: 1,
  citasDescartadas: 0,
  analisisTextoFallido: false,
};
const entrevista = (procedencia: Procedencia) => ({
  id: 'i1',
  candidatoNombre: 'Javier Ortega',
  servicioNombre: 'Entrevista por competencias',
  informeIA: { procedencia },
});
const empresa = { id: 'e1', nombreComercial: 'Logística Iberia', email: 'rrhh@iberia.example' };

function cuerpo(vars: Record<string, string>): string {
  return renderPlantilla(DEFINICION_PLANTILLAS.reporteListo, vars, { nombre: 'Logística Iberia' }).text;
}

describe('el email «reporte listo»', () => {
  it('the analyzer with the AI paused: says the analyzer, its rules, its version and why; never a language model', () => {
    const texto = cuerpo(variablesReporteListo(entrevista(base), empresa, { nombre: 'Lucía Fernández', empresaId: 'e1' }));
    expect(texto).toContain('Hola Lucía Fernández:');
    expect(texto).toContain(
      'Lo ha preparado el analizador integrado (analizador-integrado-v3), con reglas fijas y sin modelo de lenguaje, porque la empresa tiene la IA en pausa: revísalo antes de decidir.',
    );
    expect(texto).not.toContain('modelo de IA');
  });

  it('a language model: names the model and its provider', () => {
    const vars = variablesReporteListo(
      entrevista({
        ...base,
        metodo: 'proveedor',
        proveedor: 'openai',
        modelo: 'gpt-4o-mini',
        analizadorVersion: null,
        motivoIntegrado: null,
      }),
      empresa,
      { nombre: 'Lucía Fernández', empresaId: 'e1' },
    );
    expect(cuerpo(vars)).toContain('Lo ha preparado el modelo de lenguaje gpt-4o-mini de OpenAI con la evidencia de la transcripción');
  });

  it('greets the team, not the company, when the contact address is no user of the company', () => {
    for (const perfil of [undefined, { nombre: 'Otra', empresaId: 'e2' }]) {
      const texto = cuerpo(variablesReporteListo(entrevista(base), empresa, perfil));
      expect(texto).toContain('Hola equipo de selección:');
      expect(texto).not.toContain('Hola Logística Iberia');
    }
  });
});
