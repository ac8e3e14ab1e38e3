// Which model may be chosen for a key (D120): a plain id, and either known (§9's labels,
// today's defaults, written once here) or in the list the provider returned for the key.
import { describe, expect, it } from 'vitest';
import { esEtiquetaPanel, MODELO_POR_DEFECTO, modelosConocidos, problemaDeModelo } from './proveedores-ia.js';

describe('problemaDeModelo', () => {
  it("accepts §9's labels and today's defaults without a list", () => {
    for (const m of ['gpt-4', 'gpt-3.5-turbo', MODELO_POR_DEFECTO.analisis.openai, MODELO_POR_DEFECTO.repregunta.openai])
      expect(problemaDeModelo('openai', m, undefined)).toBeNull();
    expect(problemaDeModelo('claude', 'claude-haiku-4-5', undefined)).toBeNull();
    expect(problemaDeModelo('deepgram', 'nova-2', undefined)).toBeNull();
    expect(modelosConocidos('claude')).toEqual([
      'claude-3-opus',
      'claude-3-sonnet',
      'claude-3-haiku',
      'claude-sonnet-4-5',
      'claude-haiku-4-5',
    ]);
  });

  it('accepts another id only when the provider listed it, and says what to do otherwise', () => {
    expect(problemaDeModelo('openai', 'gpt-4.1', ['gpt-4.1', 'o3-mini'])).toBeNull();
    expect(problemaDeModelo('openai', 'gpt-4.1', undefined)).toBe(
      'El modelo «gpt-4.1» no está en la lista de OpenAI: pulsa «Probar» para ver los modelos que ofrece tu cuenta y elige uno de ellos',
    );
    expect(problemaDeModelo('claude', 'claude-opus-9', ['claude-opus-4-1'])).toMatch(
      /^El modelo «claude-opus-9» no está en la lista de Claude/,
    );
  });

  it('refuses what is not a plain id, and a model for a provider that has none', () => {
    const formato = 'El modelo debe ser un identificador sin espacios de hasta 100 caracteres, como «gpt-4o»';
    expect(problemaDeModelo('openai', 'gpt 4o', ['gpt 4o'])).toBe(formato);
    expect(problemaDeModelo('openai', '-gpt', ['-gpt'])).toBe(formato);
    expect(problemaDeModelo('openai', 'g'.repeat(101), ['g'.repeat(101)])).toBe(formato);
    expect(problemaDeModelo('openai', '  ', undefined)).toBe('Elige un modelo');
    expect(problemaDeModelo('did', 'avatar-1', undefined)).toBe('D-ID no tiene modelos que elegir: guarda solo la clave');
  });

  it("knows §9's labels, in any case, as standing for the defaults", () => {
    expect(esEtiquetaPanel('Claude-3-Sonnet')).toBe(true);
    expect(esEtiquetaPanel('gpt-4o')).toBe(false);
    expect(esEtiquetaPanel(null)).toBe(false);
  });
});
