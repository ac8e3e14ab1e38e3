// One set of values and checks for both company wizards (D128): the tax id checked by the one
// validator in every body that creates a company, one subdomain suffix, one list of size ranges,
// services without BERT or integrations, ticked by default, and the company wizard's admin name.
import { describe, expect, it } from 'vitest';
import { identificacionFiscal as msgFiscal } from '../messages.js';
import { RANGOS_EMPLEADOS } from '../rangos-empleados.js';
import { MENSAJE_PAIS_NO_ADMITIDO } from './comun.js';
import { SolicitudDemoBody, TAMANOS_DEMO } from './demo.js';
import {
  EmpresaCreate,
  EmpresaUpdate,
  EmpresaWizard,
  Empresa,
  OnboardingData,
  TAMANOS_EMPRESA,
  TRABAJADORES_ONBOARDING,
} from './empresa.js';
import {
  INTEGRACIONES_ONBOARDING,
  OnboardingBody,
  SERVICIOS_INCLUIDOS,
  SERVICIOS_ONBOARDING,
  SUFIJO_SUBDOMINIO,
  onboardingDesdeWizard,
} from './onboarding.js';

const onboarding = (empresa: Record<string, unknown>) => ({
  empresa: { nombreLegal: 'Acme S.L.', email: 'info@acme.es', ...empresa },
  administrador: { nombre: 'Luis', email: 'luis@acme.es' },
  tenant: { subdominio: 'acme' },
});
const wizard = (o: Record<string, unknown> = {}) => ({
  nombre: 'Acme',
  nombreLegal: 'Acme S.L.',
  cif: 'B12345674',
  email: 'info@acme.es',
  subdominio: 'acme',
  administrador: { nombre: 'Luisa Ramos' },
  contextoEmpresarial: { sector: 'S', mision: 'M', vision: 'V', cultura_organizacional: 'C', objetivos_hiring: 'O', expectativas_ia: 'E' },
  ...o,
});
const errorCif = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.error?.issues.find((i) => i.path.at(-1) === 'cif')?.message;

describe('the tax id in every body that creates a company', () => {
  it.each([
    ['123', msgFiscal.formatoEspana],
    ['B12345678', msgFiscal.controlCif],
    ['12345678A', msgFiscal.controlNif],
  ])('%s is refused by the onboarding, the company wizard and the Empresas form', (cif, mensaje) => {
    expect(errorCif(OnboardingBody.safeParse(onboarding({ cif })))).toBe(mensaje);
    expect(errorCif(OnboardingData.safeParse(onboarding({ cif })))).toBe(mensaje);
    expect(errorCif(EmpresaWizard.safeParse(wizard({ cif })))).toBe(mensaje);
    expect(errorCif(EmpresaCreate.safeParse({ nombreLegal: 'Acme S.L.', email: 'info@acme.es', cif }))).toBe(mensaje);
  });

  it('is reported beside the other fields of the step, not instead of them', () => {
    const r = OnboardingBody.safeParse({ ...onboarding({ cif: '123', nombreLegal: '' }), administrador: {} });
    expect(errorCif(r)).toBe(msgFiscal.formatoEspana);
    expect(r.error?.issues.some((i) => i.path.join('.') === 'empresa.nombreLegal')).toBe(true);
  });

  it("is checked for the company's country", () => {
    expect(OnboardingBody.safeParse(onboarding({ cif: 'ACA120116TX5', pais: 'México' })).success).toBe(true);
    expect(errorCif(OnboardingBody.safeParse(onboarding({ cif: 'ACA120116TX5', pais: 'España' })))).toBe(msgFiscal.formatoEspana);
    expect(
      EmpresaCreate.safeParse({ nombreLegal: 'A', email: 'a@b.es', cif: '30-50001091-2', direccion: { pais: 'Argentina' } }).success,
    ).toBe(true);
    expect(
      errorCif(EmpresaCreate.safeParse({ nombreLegal: 'A', email: 'a@b.es', cif: 'B12345674', direccion: { pais: 'Argentina' } })),
    ).toBe(msgFiscal.cuitFormato);
  });

  it('an empty id keeps the one "required" message; a stored company and an update body are not refused for an old id', () => {
    const vacio = EmpresaCreate.safeParse({ nombreLegal: 'A', email: 'a@b.es', cif: '' });
    expect(vacio.error?.issues.filter((i) => i.path[0] === 'cif').map((i) => i.message)).toEqual([
      'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)',
    ]);
    expect(Empresa.safeParse({ id: 'e1', nombreLegal: 'Vieja S.L.', cif: 'B9', email: 'v@v.es' }).success).toBe(true);
    // The update handler checks a changed id against the stored country (functions/lib/empresas/actualizar.ts).
    expect(EmpresaUpdate.safeParse({ cif: 'B9' }).success).toBe(true);
  });
});

describe('one set of values for both wizards', () => {
  it('one subdomain suffix', () => {
    expect(SUFIJO_SUBDOMINIO).toBe('.talentia.app');
  });

  it('one list of size ranges, the demo form, the onboarding and the wizard tamaño all from it', () => {
    expect(RANGOS_EMPLEADOS.map((r) => r.etiqueta)).toEqual(['1-10', '11-50', '51-200', '201-500', 'Más de 500']);
    expect(TAMANOS_DEMO).toBe(RANGOS_EMPLEADOS);
    expect([...TRABAJADORES_ONBOARDING]).toEqual([10, 50, 200, 500, 1000]);
    expect([...TAMANOS_EMPRESA]).toEqual(['startup', 'pequeña', 'mediana', 'grande', 'multinacional']);
  });

  it('services without BERT and without the integrations, each once; all included by default', () => {
    expect([...SERVICIOS_ONBOARDING]).toEqual(['Entrevistas con IA', 'Reportes Avanzados', 'Panel Ejecutivo']);
    const etiquetas = [...SERVICIOS_ONBOARDING, ...INTEGRACIONES_ONBOARDING.map((i) => i.etiqueta)].map((e) => e.toLowerCase());
    expect(etiquetas.some((e) => e.includes('bert'))).toBe(false);
    expect(etiquetas.filter((e) => e.includes('smtp'))).toHaveLength(1);
    expect(etiquetas.filter((e) => e.includes('api'))).toHaveLength(1);
    expect(OnboardingBody.parse(onboarding({ cif: 'B12345674' })).configuracion.servicios_activos).toEqual([...SERVICIOS_INCLUIDOS]);
    expect(
      OnboardingBody.safeParse({ ...onboarding({ cif: 'B12345674' }), configuracion: { servicios_activos: ['Análisis BERT'] } }).success,
    ).toBe(false);
  });

  it("the company wizard's mapping: the admin's name as typed, the size range as the employee count, the plan's services", () => {
    const body = onboardingDesdeWizard(wizard({ contextoEmpresarial: { ...wizard().contextoEmpresarial, tamaño: 'pequeña' } }));
    expect(body.administrador).toMatchObject({ nombre: 'Luisa Ramos', email: 'info@acme.es' });
    expect(body.empresa).toMatchObject({ cantidadTrabajadores: 50, cif: 'B12345674' });
    expect(OnboardingBody.parse(body).configuracion.servicios_activos).toEqual([...SERVICIOS_INCLUIDOS]);
    const sinNombre = OnboardingBody.safeParse(onboardingDesdeWizard(wizard({ administrador: undefined })));
    expect(sinNombre.error?.issues.map((i) => i.path.join('.'))).toContain('administrador.nombre');
  });
});

// Issue 67 items 1 and 11: the country of a new company is one Talentia knows, stored by its own name.
describe('the country in every body that creates a company', () => {
  const errorPais = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    r.error?.issues.find((i) => i.path.at(-1) === 'pais');

  it.each(['Portugal', 'Uruguay', 'Narnia', 'PT'])('«%s» is refused by the onboarding, the company form and the demo request', (pais) => {
    const deOnboarding = errorPais(OnboardingBody.safeParse(onboarding({ cif: 'X1234567', pais })));
    expect(deOnboarding?.message).toBe(MENSAJE_PAIS_NO_ADMITIDO);
    expect(deOnboarding?.path).toEqual(['empresa', 'pais']);
    expect(errorPais(OnboardingData.safeParse(onboarding({ cif: 'X1234567', pais })))?.message).toBe(MENSAJE_PAIS_NO_ADMITIDO);
    const deEmpresa = errorPais(EmpresaCreate.safeParse({ nombreLegal: 'A', email: 'a@b.es', cif: 'X1234567', direccion: { pais } }));
    expect(deEmpresa?.path).toEqual(['direccion', 'pais']);
    expect(deEmpresa?.message).toBe(MENSAJE_PAIS_NO_ADMITIDO);
    const demo = { empresa: 'A', nombre: 'B', email: 'b@a.es', cantidadTrabajadores: 10, consentimiento: true, pais };
    expect(errorPais(SolicitudDemoBody.safeParse(demo))?.message).toBe(MENSAJE_PAIS_NO_ADMITIDO);
  });

  it('names every known country, listed from the one table', () => {
    expect(MENSAJE_PAIS_NO_ADMITIDO).toBe('País no admitido: elige España, México, Colombia, Argentina, Chile o Perú');
  });

  it('takes a known country as a person types it and keeps its own name; none is Spain', () => {
    const pais = (p?: string) =>
      OnboardingBody.safeParse(onboarding({ cif: 'ACA120116TX5', ...(p === undefined ? {} : { pais: p }) })).data?.empresa.pais;
    expect([pais('México'), pais('mexico'), pais(' MX '), pais('Estados Unidos Mexicanos')]).toEqual([
      'México',
      'México',
      'México',
      'México',
    ]);
    expect(
      EmpresaCreate.safeParse({ nombreLegal: 'A', email: 'a@b.es', cif: 'B12345674', direccion: { pais: 'ESPAÑA' } }).data?.direccion.pais,
    ).toBe('España');
    expect(EmpresaCreate.safeParse({ nombreLegal: 'A', email: 'a@b.es', cif: 'B12345674' }).data?.direccion.pais).toBe('España');
    expect(OnboardingBody.safeParse(onboarding({ cif: 'B12345674' })).data?.empresa.pais).toBe('España');
  });

  it('the demo request takes a code, Spain when none is sent; a stored request and an update body are read as they are', () => {
    const demo = { empresa: 'A', nombre: 'B', email: 'b@a.es', cantidadTrabajadores: 10, consentimiento: true };
    expect(SolicitudDemoBody.parse(demo).pais).toBe('ES');
    expect(SolicitudDemoBody.parse({ ...demo, pais: 'MX' }).pais).toBe('MX');
    expect(SolicitudDemoBody.safeParse({ ...demo, pais: 'México' }).success).toBe(false);
    // The update handler decides against the stored country (functions/lib/empresas/actualizar.ts).
    expect(EmpresaUpdate.safeParse({ direccion: { pais: 'Portugal' } }).success).toBe(true);
    expect(Empresa.safeParse({ id: 'e1', nombreLegal: 'V', cif: 'B9', email: 'v@v.es', direccion: { pais: 'Portugal' } }).success).toBe(
      true,
    );
  });
});
