// A candidate's mail in their company's Spanish (D215): the default text in the variant, an edited one as written.
import { describe, expect, it } from 'vitest';
import { DEFINICION_PLANTILLAS, enSuEspanol } from '../../../shared/email/plantillas.js';
import { marcaDeEmpresa } from './marca.js';

const def = {
  enabled: true,
  subject: DEFINICION_PLANTILLAS.recordatorioEntrevista.subject,
  html: DEFINICION_PLANTILLAS.recordatorioEntrevista.html,
};

describe('enSuEspanol', () => {
  it('the stored default goes in usted for a Mexican company, in vos for an Argentine one, unchanged for a Spanish one', () => {
    expect(enSuEspanol('recordatorioEntrevista', def, 'usted').html).toContain('Le recordamos su entrevista');
    expect(enSuEspanol('recordatorioEntrevista', def, 'vos').html).toContain('podés hacerla cuando te venga bien');
    expect(enSuEspanol('recordatorioEntrevista', def, 'es')).toBe(def);
    expect(enSuEspanol('recordatorioEntrevista', def, undefined)).toBe(def);
  });

  it('a text the platform edited goes as written, whatever the country', () => {
    const editada = { ...def, html: `${def.html}<p>Un saludo del equipo.</p>` };
    expect(enSuEspanol('recordatorioEntrevista', editada, 'usted')).toBe(editada);
  });

  it('the brand carries the company’s country’s Spanish, none for Spain', () => {
    const empresa = (pais: string) => ({ nombreComercial: 'Acme', direccion: { pais } }) as unknown as Parameters<typeof marcaDeEmpresa>[0];
    expect(marcaDeEmpresa(empresa('México'))?.variante).toBe('usted');
    expect(marcaDeEmpresa(empresa('Argentina'))?.variante).toBe('vos');
    expect(marcaDeEmpresa(empresa('España'))).not.toHaveProperty('variante');
  });
});
