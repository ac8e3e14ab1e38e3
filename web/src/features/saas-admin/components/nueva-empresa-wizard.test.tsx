// The Empresas tab's 'Nueva Empresa' wizard dialog (D102): 'Cancelar' on step 1 closes it, 'Anterior'
// afterwards goes back with what was typed kept, a step with empty required fields is refused with
// their messages (nothing posted), the last step posts the mapped body once (lists trimmed, an
// Idempotency-Key), an error stays in the dialog with the data, and success names the company and
// the admin's sign-in email.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { BotonNuevaEmpresa } from './nueva-empresa-wizard';

await loadWholeSystem();
// jsdom has no CSS.escape; the dialog's focus trap calls it when the success toast is added beside the open dialog.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (s: string) => s.replace(/["\\]/g, '\\$&');

const planes = {
  success: true,
  data: [
    { id: 'starter', nombre: 'Starter', precio: 49, descripcion: 'Para empezar', activo: true },
    { id: 'professional', nombre: 'Professional', precio: 149, descripcion: 'El más elegido', activo: true },
    { id: 'viejo', nombre: 'Viejo', precio: 9, descripcion: 'Retirado', activo: false },
  ],
};
const creada = {
  empresa: { id: 'e1', nombre: 'Brisa', subdominio: 'brisa', plan: 'starter', estado: 'trial' },
  administrador: { id: 'u1', nombre: 'Brisa', email: 'rrhh@brisa.test' },
  suscripcion: { id: 's1', estado: 'trial', fechaInicio: '2026-11-01', fechaFin: '2026-12-01', fechaProximoPago: '2026-12-01' },
  areas: [],
  fechaCreacion: '2026-11-01T10:00:00.000Z',
};

function montar(onboarding: (init: RequestInit) => Promise<Response>) {
  const fetch = mockFetch({
    ...sessionRoutes(superadmin),
    'GET /api/saas/planes': { body: planes },
    'POST /api/onboarding': (init) => onboarding(init),
  });
  conApp(<BotonNuevaEmpresa />);
  return fetch;
}

const abrir = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Nueva Empresa' }));
  return screen.findByRole('dialog', { name: 'Nueva Empresa' });
};
const escribir = (d: HTMLElement, etiqueta: string, valor: string) =>
  fireEvent.change(within(d).getByLabelText(new RegExp(`^${etiqueta}\\s*\\*?$`)), { target: { value: valor } });
const boton = (d: HTMLElement, nombre: string) => within(d).getByRole('button', { name: nombre });

function rellenarPaso1(d: HTMLElement) {
  escribir(d, 'Nombre', 'Brisa');
  escribir(d, 'Nombre Legal', 'Brisa Consultores S.L.');
  escribir(d, 'CIF', 'b-2345678-3');
  escribir(d, 'Email', 'rrhh@brisa.test');
  escribir(d, 'Nombre del administrador', 'Irene Brisa');
  escribir(d, 'Subdominio', 'Brisa Consultores!');
  escribir(d, 'Sector', 'Consultoría');
}

describe("the 'Nueva Empresa' wizard", () => {
  it("shows 'Cancelar' on step 1, which closes it without posting", async () => {
    const { calls } = montar(async () => jsonResponse({ success: true, data: creada }, 201));
    const d = await abrir();
    expect(within(d).getByText('Paso 1 de 4 · Información básica')).toBeTruthy();
    expect(within(d).queryByRole('button', { name: 'Anterior' })).toBeNull();
    fireEvent.click(boton(d, 'Cancelar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses each step with its messages, goes back keeping what was typed, and creates with the mapped body', async () => {
    let cuerpo: any;
    let clave: string | null = null;
    let intentos = 0;
    montar(async (init) => {
      intentos++;
      cuerpo = JSON.parse(init.body as string);
      clave = new Headers(init.headers).get('idempotency-key');
      return intentos === 1
        ? jsonResponse({ success: false, message: 'El subdominio brisa-consultores ya está en uso' }, 409)
        : jsonResponse({ success: true, data: creada, message: 'ok' }, 201);
    });
    const d = await abrir();
    fireEvent.click(boton(d, 'Siguiente'));
    for (const m of [
      'El nombre de la empresa es obligatorio',
      'El nombre legal es obligatorio',
      'El CIF es obligatorio',
      'El nombre del administrador es obligatorio',
      'El sector es obligatorio',
    ])
      expect(await within(d).findByText(m)).toBeTruthy();
    expect(within(d).getByText('Paso 1 de 4 · Información básica')).toBeTruthy();
    // The size ranges are the onboarding's (D128), 51-200 (mediana) by default.
    const tamano = within(d).getByLabelText(/^Número de empleados/) as HTMLSelectElement;
    expect([...tamano.options].map((o) => o.text)).toEqual(['1-10', '11-50', '51-200', '201-500', 'Más de 500']);
    expect(tamano.value).toBe('mediana');

    // A CIF without its control character is refused on step 1 (D128).
    escribir(d, 'CIF', '123');
    expect(await within(d).findByText(/^El CIF no es válido: escribe un CIF/)).toBeTruthy();
    escribir(d, 'CIF', 'B23456784');
    expect(await within(d).findByText(/^El CIF no es válido: su último carácter/)).toBeTruthy();

    rellenarPaso1(d);
    fireEvent.change(tamano, { target: { value: 'grande' } });
    // The subdomain keeps only a-z 0-9 - as typed (part 2 §5), with the company wizard's suffix.
    expect((within(d).getByLabelText(/^Subdominio\s*\*?$/) as HTMLInputElement).value).toBe('brisaconsultores');
    expect(within(d).getByText('brisaconsultores.talentia.app')).toBeTruthy();
    escribir(d, 'Subdominio', 'brisa-consultores');
    fireEvent.click(boton(d, 'Siguiente'));
    await within(d).findByText('Paso 2 de 4 · Contexto empresarial');

    fireEvent.click(boton(d, 'Siguiente'));
    expect(await within(d).findByText('La misión es obligatoria')).toBeTruthy();
    expect(within(d).getByText('La cultura organizacional es obligatoria')).toBeTruthy();
    fireEvent.click(boton(d, 'Anterior'));
    await within(d).findByText('Paso 1 de 4 · Información básica');
    expect((within(d).getByLabelText(/^Nombre Legal\s*\*?$/) as HTMLInputElement).value).toBe('Brisa Consultores S.L.');
    fireEvent.click(boton(d, 'Siguiente'));
    await within(d).findByText('Paso 2 de 4 · Contexto empresarial');
    escribir(d, 'Misión', 'Personas primero');
    escribir(d, 'Visión', 'Crecer');
    escribir(d, 'Cultura organizacional', 'Colaborativa');
    escribir(d, 'Competencias clave', ' liderazgo ,  datos,, ');
    fireEvent.click(boton(d, 'Siguiente'));

    await within(d).findByText('Paso 3 de 4 · Objetivos de contratación');
    fireEvent.click(boton(d, 'Siguiente'));
    expect(await within(d).findByText('Las expectativas sobre la IA son obligatorias')).toBeTruthy();
    escribir(d, 'Objetivos de contratación', '10 personas');
    escribir(d, 'Tipos de posiciones', 'Consultor , Analista ');
    escribir(d, 'Expectativas sobre la IA', 'Filtrar mejor');
    fireEvent.click(boton(d, 'Siguiente'));

    await within(d).findByText('Paso 4 de 4 · Plan estratégico e IA');
    // The stored active plans, professional by default; an inactive one is not offered.
    const plan = (await within(d).findByRole('option', { name: 'Starter · 49 €/mes' })).closest('select')!;
    expect(plan.value).toBe('professional');
    expect(within(d).queryByRole('option', { name: /Viejo/ })).toBeNull();
    fireEvent.change(plan, { target: { value: 'starter' } });
    // Both AI switches start on, as the company form's (D81); analysis personalised starts off.
    expect(within(d).getByRole('checkbox', { name: /Permitir servicios que prefieren Claude/ })).toHaveProperty('checked', true);
    expect(within(d).getByRole('checkbox', { name: /Permitir servicios que prefieren ChatGPT/ })).toHaveProperty('checked', true);
    fireEvent.click(boton(d, 'Crear Empresa'));

    // The server's refusal stays in the dialog; nothing typed is lost, and a second try posts again.
    expect(await within(d).findByText('El subdominio brisa-consultores ya está en uso')).toBeTruthy();
    expect(plan.value).toBe('starter');
    expect(clave).toBeTruthy();
    fireEvent.click(boton(d, 'Crear Empresa'));
    expect(await within(d).findByText('Empresa Brisa creada en prueba. Las credenciales se enviaron a rrhh@brisa.test.')).toBeTruthy();
    expect(intentos).toBe(2);
    expect(cuerpo).toMatchObject({
      empresa: {
        nombreLegal: 'Brisa Consultores S.L.',
        nombreComercial: 'Brisa',
        cif: 'b-2345678-3',
        email: 'rrhh@brisa.test',
        industria: 'Consultoría',
        cantidadTrabajadores: 500,
      },
      administrador: { nombre: 'Irene Brisa', email: 'rrhh@brisa.test' },
      tenant: { subdominio: 'brisa-consultores' },
      planSeleccionado: 'starter',
      contextoEmpresarial: {
        tamaño: 'grande',
        mision: 'Personas primero',
        competencias_clave: ['liderazgo', 'datos'],
        tipos_posiciones: ['Consultor', 'Analista'],
        expectativas_ia: 'Filtrar mejor',
      },
      configuracionIA: { chatgpt_enabled: true, claude_enabled: true, analisis_personalizado: false },
    });
    fireEvent.click(boton(d, 'Entendido'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);
});
