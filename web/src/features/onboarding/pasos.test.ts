// The onboarding wizard's step logic: each step is checked with the server's schema before moving
// on (Spanish messages on the step's own fields), the subdomain is cleaned as typed, the progress
// runs from 17 % to 100 %, and a demo request pre-fills the company and its contact.
import { describe, expect, it } from 'vitest';
import { limpiarSubdominio } from '@shared/schemas/onboarding';
import { OnboardingBody } from '@shared/schemas/onboarding';
import { cuerpoOnboarding, datosDeSolicitud, datosIniciales, erroresDelPaso, porcentaje, TOTAL_PASOS } from './pasos';

function completos() {
  const d = datosIniciales();
  d.empresa = { ...d.empresa, nombreLegal: 'Acme S.L.', cif: 'B23456783', email: 'info@acme.test' };
  d.administrador = { ...d.administrador, nombre: 'Ana', email: 'ana@acme.test' };
  d.tenant = { ...d.tenant, subdominio: 'acme' };
  return d;
}

describe('onboarding steps', () => {
  it('has 6 steps and a progress of 17 % to 100 %', () => {
    expect(TOTAL_PASOS).toBe(6);
    expect([0, 1, 2, 3, 4, 5].map(porcentaje)).toEqual([17, 33, 50, 67, 83, 100]);
  });

  it.each([
    [0, 'empresa.nombreLegal', 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)'],
    [1, 'administrador.nombre', 'Por favor complete los datos del administrador'],
    [2, 'tenant.subdominio', 'El subdominio es obligatorio'],
  ])('step %i refuses its empty required field %s', (paso, campo, mensaje) => {
    expect(erroresDelPaso(paso, datosIniciales())[campo]).toBe(mensaje);
  });

  it('a step only reports its own fields, and a complete form passes every step', () => {
    const d = datosIniciales();
    d.empresa = completos().empresa;
    expect(erroresDelPaso(0, d)).toEqual({});
    expect(Object.keys(erroresDelPaso(1, d))).toEqual(expect.arrayContaining(['administrador.nombre']));
    const ok = completos();
    for (let p = 0; p < TOTAL_PASOS; p++) expect(erroresDelPaso(p, ok)).toEqual({});
    expect(OnboardingBody.safeParse(cuerpoOnboarding(ok)).success).toBe(true);
  });

  it.each([
    ['123', 'El CIF no es válido: escribe un CIF'],
    ['B23456784', 'El CIF no es válido: su último carácter'],
    ['12345678A', 'El NIF no es válido'],
  ])('step 1 refuses the CIF %s with the shared validator (D128)', (cif, mensaje) => {
    const d = completos();
    d.empresa.cif = cif;
    expect(erroresDelPaso(0, d)['empresa.cif']).toContain(mensaje);
    // Another country's id is checked by its own rules, not Spain's (D209).
    d.empresa.pais = 'México';
    expect(erroresDelPaso(0, { ...d, empresa: { ...d.empresa, cif: 'ACA 120116 TX5' } })).toEqual({});
  });

  it('starts with the services every plan includes ticked and no integration; no BERT', () => {
    const d = datosIniciales();
    expect(d.servicios_activos).toEqual(['Entrevistas con IA', 'Reportes Avanzados', 'Panel Ejecutivo']);
    expect(d.integraciones).toEqual({ smtp_personalizado: false, sso_enabled: false, api_externa: false });
    expect(cuerpoOnboarding(completos()).configuracion?.servicios_activos).toEqual(d.servicios_activos);
    // The company's clock (D133): the zone given (the browser's by default) where the company's country
    // uses it, else the country's own, also when the browser names none (issue 67 item 4).
    expect(cuerpoOnboarding(completos(), null, 'Atlantic/Canary').configuracion?.zonaHoraria).toBe('Atlantic/Canary');
    expect(cuerpoOnboarding(completos(), null, 'America/Bogota').configuracion?.zonaHoraria).toBe('Europe/Madrid');
    expect(cuerpoOnboarding(completos(), null, null).configuracion?.zonaHoraria).toBe('Europe/Madrid');
    const mexicana = completos();
    mexicana.empresa.pais = 'México';
    expect(cuerpoOnboarding(mexicana, null, 'America/Tijuana').configuracion?.zonaHoraria).toBe('America/Tijuana');
    expect(cuerpoOnboarding(mexicana, null, 'Europe/Madrid').configuracion?.zonaHoraria).toBe('America/Mexico_City');
  });

  it.each([
    ['tenant.primario', { primario: 'azul' }, 'El color debe tener el formato #RRGGBB'],
    ['tenant.logo_url', { logo_url: 'ftp://x' }, 'La URL del logo debe ser una dirección https:// válida'],
    ['tenant.subdominio', { subdominio: 'ab' }, 'El subdominio debe tener entre 3 y 63 caracteres'],
  ])('the tenant step checks %s', (campo, tenant, mensaje) => {
    const d = completos();
    d.tenant = { ...d.tenant, ...tenant };
    expect(erroresDelPaso(2, d)[campo]).toBe(mensaje);
  });

  it.each([
    ['Mi Empresa', 'miempresa'],
    ['ACME-rrhh_2026', 'acme-rrhh2026'],
    ['ñandú.es', 'andes'],
  ])('the subdomain input keeps only a-z, 0-9 and "-" in lowercase: %s → %s', (texto, limpio) => {
    expect(limpiarSubdominio(texto)).toBe(limpio);
  });

  it('a demo request pre-fills the company and its contact as the administrator', () => {
    const d = datosDeSolicitud({ empresa: 'Café Núñez', nombre: 'Eva', email: 'eva@cafe.test', cantidadTrabajadores: 50 });
    expect(d.empresa).toMatchObject({ nombreLegal: 'Café Núñez', email: 'eva@cafe.test', cantidadTrabajadores: '50' });
    expect(d.administrador).toMatchObject({ nombre: 'Eva', email: 'eva@cafe.test' });
    expect(d.tenant.subdominio).toBe('cafe-nunez');
    // The country by its name, as the wizard keeps it (issue 67); a request sent before it was asked is Spain's.
    expect(d.empresa.pais).toBe('España');
    expect(datosDeSolicitud({ empresa: 'Tacos', nombre: 'Ana', email: 'a@t.mx', cantidadTrabajadores: 10, pais: 'MX' }).empresa.pais).toBe(
      'México',
    );
  });

  it('a country Talentia does not know (a draft typed before the list) is refused on the first step, on its field', () => {
    const d = datosIniciales();
    const completo = { ...d.empresa, nombreLegal: 'A', cif: 'X1234567', email: 'a@b.es' };
    expect(erroresDelPaso(0, { ...d, empresa: { ...completo, pais: 'Portugal' } })).toEqual({
      'empresa.pais': 'País no admitido: elige España, México, Colombia, Argentina, Chile o Perú',
    });
    expect(erroresDelPaso(0, { ...d, empresa: { ...completo, pais: 'México', cif: 'ACA120116TX5' } })).toEqual({});
  });
});
