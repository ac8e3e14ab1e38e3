// The voice a company's answers are transcribed in (issue 67 item 6, D210): its configuration's choice,
// else its country's; each code one Amazon Transcribe's client names, so the request cannot carry a
// language the service would refuse.
import { LanguageCode } from '@aws-sdk/client-transcribe';
import { describe, expect, it } from 'vitest';
import { CODIGOS_PAIS, IDIOMAS_TRANSCRIPCION, PAISES, vozDe } from './paises.js';

describe('vozDe', () => {
  it('Spain in es-ES, Mexico in es-MX, the rest of Latin America in es-US; Deepgram es or es-419', () => {
    expect(vozDe('España')).toEqual({ transcribe: 'es-ES', deepgram: 'es' });
    expect(vozDe('')).toEqual({ transcribe: 'es-ES', deepgram: 'es' });
    expect(vozDe('méxico')).toEqual({ transcribe: 'es-MX', deepgram: 'es-419' });
    for (const p of ['Colombia', 'Argentina', 'Chile', 'Perú']) expect(vozDe(p)).toEqual({ transcribe: 'es-US', deepgram: 'es-419' });
  });

  it("the company's own choice wins over its country's; a country not known yet keeps Spain's", () => {
    expect(vozDe('Argentina', 'es-ES')).toEqual({ transcribe: 'es-ES', deepgram: 'es' });
    expect(vozDe('España', 'es-US')).toEqual({ transcribe: 'es-US', deepgram: 'es-419' });
    expect(vozDe('Uruguay')).toEqual({ transcribe: 'es-ES', deepgram: 'es' });
  });

  it("every code is in @aws-sdk/client-transcribe's LanguageCode, and every country has one", () => {
    const delCliente = new Set<string>(Object.values(LanguageCode));
    for (const c of IDIOMAS_TRANSCRIPCION) expect(delCliente.has(c), c).toBe(true);
    for (const c of CODIGOS_PAIS) expect(IDIOMAS_TRANSCRIPCION).toContain(vozDe(PAISES[c].nombre).transcribe);
  });
});
