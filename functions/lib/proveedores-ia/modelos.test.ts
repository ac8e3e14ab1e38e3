// One mapping from a configured model to the id sent (D113).
import { describe, expect, it } from 'vitest';
import { PROVEEDOR } from '../../../shared/proveedores-ia.js';
import { MODELO_POR_DEFECTO, modeloParaLlamar } from './modelos.js';

describe('modeloParaLlamar', () => {
  it('never sends one of the panel’s labels: each becomes the use’s default', () => {
    for (const p of ['openai', 'claude'] as const)
      for (const etiqueta of PROVEEDOR[p].modelos ?? [])
        for (const uso of ['analisis', 'repregunta'] as const) expect(modeloParaLlamar(p, uso, etiqueta)).toBe(MODELO_POR_DEFECTO[uso][p]);
  });

  it('sends a real id as configured, and the default when none is', () => {
    expect(modeloParaLlamar('claude', 'repregunta', ' claude-opus-4-1 ')).toBe('claude-opus-4-1');
    expect(modeloParaLlamar('openai', 'analisis', 'gpt-4.1')).toBe('gpt-4.1');
    expect(modeloParaLlamar('claude', 'repregunta', undefined)).toBe('claude-haiku-4-5');
    expect(modeloParaLlamar('openai', 'repregunta', '')).toBe('gpt-4o-mini');
  });
});
