// The 4-step company wizard's step logic (D102): each step refuses its required fields with their own
// messages (part 2 §5), checks the server's rules (the subdomain), ignores the other steps' fields,
// and the body it posts is the shared mapping's, with the comma lists trimmed.
import { describe, expect, it } from 'vitest';
import { identificacionFiscal as msgFiscal } from '@shared/messages';
import { OnboardingBody } from '@shared/schemas/onboarding';
import {
  CAMPOS_DEL_PASO,
  TOTAL_PASOS_EMPRESA,
  cuerpoEmpresaWizard,
  datosInicialesEmpresa,
  erroresDelPasoEmpresa,
  type DatosEmpresaWizard,
} from './asistente-empresa';

const completos = (o: Partial<DatosEmpresaWizard> = {}): DatosEmpresaWizard => ({
  ...datosInicialesEmpresa(),
  nombre: 'Brisa',
  nombreLegal: 'Brisa Consultores S.L.',
  cif: 'B23456783',
  email: 'rrhh@brisa.test',
  adminNombre: 'Irene Brisa',
  subdominio: 'brisa',
  sector: 'Consultoría',
  mision: 'M',
  vision: 'V',
  cultura_organizacional: 'C',
  objetivos_hiring: 'O',
  expectativas_ia: 'E',
  ...o,
});

describe('the company wizard steps', () => {
  it('has four steps, and every field belongs to exactly one', () => {
    expect(TOTAL_PASOS_EMPRESA).toBe(4);
    const todos = CAMPOS_DEL_PASO.flat();
    expect(new Set(todos).size).toBe(todos.length);
    expect([...todos].sort()).toEqual(Object.keys(datosInicialesEmpresa()).sort());
  });

  it('refuses each empty required field on its own step with its Spanish message, and only there', () => {
    const vacio = datosInicialesEmpresa();
    expect(erroresDelPasoEmpresa(0, vacio)).toEqual({
      nombre: 'El nombre de la empresa es obligatorio',
      nombreLegal: 'El nombre legal es obligatorio',
      cif: 'El CIF es obligatorio',
      email: 'Indica un email válido para la empresa',
      adminNombre: 'El nombre del administrador es obligatorio',
      subdominio: 'El subdominio es obligatorio',
      sector: 'El sector es obligatorio',
    });
    expect(erroresDelPasoEmpresa(1, vacio)).toEqual({
      mision: 'La misión es obligatoria',
      vision: 'La visión es obligatoria',
      cultura_organizacional: 'La cultura organizacional es obligatoria',
    });
    expect(erroresDelPasoEmpresa(2, vacio)).toEqual({
      objetivos_hiring: 'Los objetivos de contratación son obligatorios',
      expectativas_ia: 'Las expectativas sobre la IA son obligatorias',
    });
    // The last step's defaults (plan professional, the switches) are enough.
    expect(erroresDelPasoEmpresa(3, vacio)).toEqual({});
    // Blank text is empty too.
    expect(erroresDelPasoEmpresa(1, completos({ vision: '   ' }))).toEqual({ vision: 'La visión es obligatoria' });
  });

  it('lets every step go on when filled, and applies the server rules beyond "required"', () => {
    for (let paso = 0; paso < TOTAL_PASOS_EMPRESA; paso++) expect(erroresDelPasoEmpresa(paso, completos())).toEqual({});
    expect(erroresDelPasoEmpresa(0, completos({ email: 'no-es-un-email' }))).toEqual({ email: 'Indica un email válido para la empresa' });
    expect(erroresDelPasoEmpresa(0, completos({ subdominio: 'ab' }))).toEqual({
      subdominio: 'El subdominio debe tener entre 3 y 63 caracteres',
    });
    expect(erroresDelPasoEmpresa(0, completos({ subdominio: 'admin' }))).toEqual({
      subdominio: 'Ese subdominio está reservado por la plataforma: elige otro',
    });
    expect(erroresDelPasoEmpresa(3, completos({ plan: '' }))).toEqual({ plan: 'Selecciona un plan' });
  });

  it.each([
    ['123', msgFiscal.formatoEspana],
    ['B12345678', msgFiscal.controlCif],
    ['12345678A', msgFiscal.controlNif],
  ])('refuses the CIF %s on step 1 with the shared validator (D128)', (cif, mensaje) => {
    expect(erroresDelPasoEmpresa(0, completos({ cif }))).toEqual({ cif: mensaje });
    expect(erroresDelPasoEmpresa(1, completos({ cif }))).toEqual({});
  });

  it('takes a CIF in lower case with spaces or hyphens, and a NIF or NIE', () => {
    for (const cif of ['b-2345678-3', 'b 23456783', '12345678z', 'X1234567L'])
      expect(erroresDelPasoEmpresa(0, completos({ cif }))).toEqual({});
  });

  it('posts the shared mapping: trimmed comma lists, the company email as the admin, the AI switches; the server schema takes it', () => {
    const body = cuerpoEmpresaWizard(
      completos({
        competencias_clave: ' liderazgo ,  datos,, comunicación ',
        tipos_posiciones: 'Desarrollo backend ,QA ',
        email: ' rrhh@brisa.test ',
        claude_enabled: true,
      }),
    );
    expect(body.contextoEmpresarial).toMatchObject({
      sector: 'Consultoría',
      tamaño: 'mediana',
      competencias_clave: ['liderazgo', 'datos', 'comunicación'],
      tipos_posiciones: ['Desarrollo backend', 'QA'],
    });
    expect(body.empresa).toMatchObject({ nombreLegal: 'Brisa Consultores S.L.', nombreComercial: 'Brisa', email: 'rrhh@brisa.test' });
    // The administrator's own name (D128), not the company's; the size range as the employee count.
    expect(body.administrador).toEqual({ nombre: 'Irene Brisa', email: 'rrhh@brisa.test' });
    expect(body.empresa).toMatchObject({ cantidadTrabajadores: 200 });
    expect(body.configuracionIA).toEqual({ chatgpt_enabled: true, claude_enabled: true, analisis_personalizado: false });
    expect(body.planSeleccionado).toBe('professional');
    expect(OnboardingBody.safeParse(body).success).toBe(true);
    // The company's clock (D133): the zone given (the browser's by default) where Spain, this wizard's
    // country, uses it; else Madrid's, also when the browser names none (issue 67 item 4).
    expect(cuerpoEmpresaWizard(completos(), 'Atlantic/Canary').configuracion).toEqual({ zonaHoraria: 'Atlantic/Canary' });
    expect(cuerpoEmpresaWizard(completos(), 'America/Bogota').configuracion).toEqual({ zonaHoraria: 'Europe/Madrid' });
    expect(cuerpoEmpresaWizard(completos(), null).configuracion).toEqual({ zonaHoraria: 'Europe/Madrid' });
  });
});
