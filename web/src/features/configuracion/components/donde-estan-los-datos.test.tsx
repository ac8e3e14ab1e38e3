// «Dónde están los datos» in Configuración (issue 67 item 8): the deploy's region by name and the basis
// the company's country gives, as the server words it; where a safeguard is needed and missing, the
// warning and the form — a refusal shown beside it, a record saved and the block read again with who
// recorded it. A company whose law asks nothing sees no form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVEEDORES_IA } from '@shared/proveedores-ia';
import { transferenciaDe } from '@shared/paises';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { conTema } from '../../../test/render-tema';
import { ClavesEmpresaPanel } from './claves-empresa-panel';

const DIA = new Date('2026-12-15T12:00:00Z');
const sinClave = { configurada: false, key: null, modelo: null, habilitada: false, isValid: null, lastError: null };
const porProveedor = <T,>(v: T) => Object.fromEntries(PROVEEDORES_IA.map((p) => [p, v]));
const apis = (ubicacionDatos: object) => ({
  success: true,
  data: {
    empresaId: 'e1',
    apiStatus: porProveedor({ isValid: null, lastError: null }),
    keys: porProveedor(null),
    claves: porProveedor(sinClave),
    ubicacionDatos,
  },
  stats: { configured: 0, total: PROVEEDORES_IA.length, valid: 0 },
});
const region = { region: 'us-east-1', regionNombre: 'EE. UU. Este (Norte de Virginia)' };
const REGISTRADA = {
  tipo: 'Cláusulas contractuales modelo',
  referencia: 'Contrato de encargo, anexo II',
  fechaDocumento: '2026-10-01',
  region: 'us-east-1',
  pais: 'AR',
  por: { id: 'u1', nombre: 'Ana Admin' },
  fecha: '2026-11-29T16:00:00.000Z',
};

const bloque = () => screen.findByRole('region', { name: 'Dónde están los datos' });

describe('Dónde están los datos', () => {
  it('a Spanish company in a US region: the region, the adequacy decision, no form', async () => {
    mockFetch({
      'GET /api/configuracion/empresa/e1/apis': {
        body: apis({ ...region, base: transferenciaDe('España', 'us-east-1', DIA), registrada: null, pendiente: false }),
      },
    });
    conTema(<ClavesEmpresaPanel empresaId="e1" nombreEmpresa="ACME" />);
    const b = await bloque();
    expect(within(b).getByText('EE. UU. Este (Norte de Virginia)')).toBeTruthy();
    expect(within(b).getByText(/Decisión de Ejecución \(UE\) 2023\/1795/)).toBeTruthy();
    expect(within(b).queryByRole('button', { name: 'Registrar garantía' })).toBeNull();
  });

  it('an Argentine company: the warning and the form; a refusal beside it; the record saved and shown', async () => {
    let registrada: object | null = null;
    let intentos = 0;
    const { calls } = mockFetch({
      'GET /api/configuracion/empresa/e1/apis': async () =>
        jsonResponse(apis({ ...region, base: transferenciaDe('Argentina', 'us-east-1', DIA), registrada, pendiente: !registrada })),
      'PUT /api/configuracion/empresa/e1/salvaguarda-transferencia': async () => {
        if (intentos++ === 0)
          return jsonResponse(
            { success: false, error: 'VALIDATION_ERROR', message: 'La fecha del documento no puede ser posterior a hoy' },
            400,
          );
        registrada = REGISTRADA;
        return jsonResponse({
          success: true,
          data: { ...region, base: transferenciaDe('Argentina', 'us-east-1', DIA), registrada, pendiente: false },
          message: 'Garantía para la transferencia de los datos registrada',
        });
      },
    });
    conTema(<ClavesEmpresaPanel empresaId="e1" nombreEmpresa="ACME" />);
    const b = await bloque();
    expect(within(b).getByText(/Disposición 60-E\/2016/)).toBeTruthy();
    expect(within(b).getByText('Falta registrar la garantía')).toBeTruthy();
    expect((within(b).getByRole('combobox', { name: 'Tipo de garantía' }) as HTMLSelectElement).value).toBe(
      'Cláusulas contractuales modelo',
    );
    fireEvent.change(within(b).getByRole('textbox', { name: /Referencia del documento/ }), {
      target: { value: REGISTRADA.referencia },
    });
    fireEvent.change(within(b).getByLabelText(/Fecha del documento/), { target: { value: '2026-10-01' } });
    fireEvent.click(within(b).getByRole('button', { name: 'Registrar garantía' }));
    expect((await within(b).findByRole('alert')).textContent).toBe('La fecha del documento no puede ser posterior a hoy');

    fireEvent.click(within(b).getByRole('button', { name: 'Registrar garantía' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      tipo: 'Cláusulas contractuales modelo',
      referencia: REGISTRADA.referencia,
      fechaDocumento: '2026-10-01',
    });
    expect(await screen.findByText('Garantía para la transferencia de los datos registrada')).toBeTruthy();
    expect(
      await within(await bloque()).findByText(/Garantía registrada: Cláusulas contractuales modelo — Contrato de encargo, anexo II/),
    ).toBeTruthy();
    expect(within(await bloque()).getByText(/la registró Ana Admin/)).toBeTruthy();
    expect(within(await bloque()).queryByText('Falta registrar la garantía')).toBeNull();
  });
});
