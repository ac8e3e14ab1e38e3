// A company's plan as it reads (D115: the sidebar said 'Pro' on an Enterprise company).
import { describe, expect, it } from 'vitest';
import { etiquetaPlan, nombreEmpresa } from './empresa-etiquetas.js';

describe('etiquetaPlan', () => {
  it('names the seeded plans, shows any other stored plan by its code and a missing one as starter', () => {
    expect(etiquetaPlan('enterprise')).toBe('Enterprise');
    expect(etiquetaPlan('professional')).toBe('Professional');
    expect(etiquetaPlan('pyme-plus')).toBe('pyme-plus');
    expect(etiquetaPlan('constructor')).toBe('constructor');
    expect(etiquetaPlan(undefined)).toBe('Starter');
    expect(etiquetaPlan('')).toBe('Starter');
  });
});

describe('nombreEmpresa', () => {
  it('an empty trade name falls back to the legal name (the dossier once read «"nombre":""», issue 65 item 6)', () => {
    expect(nombreEmpresa({ nombreComercial: '', nombreLegal: 'Faro Selección S.L.' })).toBe('Faro Selección S.L.');
    expect(nombreEmpresa({ nombreComercial: '  ', nombreLegal: 'Faro Selección S.L.' })).toBe('Faro Selección S.L.');
    expect(nombreEmpresa({ nombreComercial: 'Faro', nombreLegal: 'Faro Selección S.L.' })).toBe('Faro');
  });
});
