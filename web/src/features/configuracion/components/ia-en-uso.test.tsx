// «IA que usa ahora <empresa>» in Configuración (issue 57, D176): the precedence module's answer as
// the server gives it — a company key names the provider and says it is the company's own, no key with the deploy's Bedrock names
// the model — and, with more than one Bedrock model in the deploy, the company's choice among them
// saved (PUT …/modelo-bedrock) and the block read again. The local stack cannot enable Bedrock, so
// this is where the select is exercised.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVEEDORES_IA } from '@shared/proveedores-ia';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { conTema } from '../../../test/render-tema';
import { ClavesEmpresaPanel } from './claves-empresa-panel';

const PERFIL = 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0';
const OTRO = 'mistral.mistral-large-2402-v1:0';
const sinClave = { configurada: false, key: null, modelo: null, habilitada: false, isValid: null, lastError: null };
const porProveedor = <T,>(v: T) => Object.fromEntries(PROVEEDORES_IA.map((p) => [p, v]));
const voz = { usa: 'Sin transcripción de voz', porque: 'No hay clave de Deepgram ni Amazon Transcribe en este despliegue.' };

function apis(extra: { iaEnUso: object; bedrock?: object | null; claves?: object }) {
  return {
    body: {
      success: true,
      data: {
        empresaId: 'e1',
        apiStatus: porProveedor({ isValid: null, lastError: null }),
        keys: porProveedor(null),
        claves: porProveedor(sinClave),
        ...extra,
      },
      stats: { configured: 0, total: PROVEEDORES_IA.length, valid: 0 },
    },
  };
}

const bedrock = (modelo: string | null, modelos = [PERFIL, OTRO]) => ({ modelos, region: 'eu-west-1', modelo, por: null, fecha: null });
const usaBedrock = (m: string, porque: string) => ({
  informe: { usa: `Amazon Bedrock · ${m} · eu-west-1`, porque },
  repregunta: { usa: `Amazon Bedrock · ${m} · eu-west-1`, porque },
  voz,
});

const bloque = () => screen.findByLabelText('IA que usa la empresa');

describe('IA que usa la empresa', () => {
  it('a company key: the provider, and why (the company’s own key); no Bedrock select', async () => {
    mockFetch({
      'GET /api/configuracion/empresa/e1/apis': apis({
        iaEnUso: {
          informe: { usa: 'OpenAI', porque: 'La empresa tiene su propia clave de OpenAI, activa: se usa antes que ninguna otra.' },
          repregunta: { usa: 'OpenAI', porque: 'La empresa tiene su propia clave de OpenAI, activa: se usa antes que ninguna otra.' },
          voz,
        },
        bedrock: null,
      }),
    });
    conTema(<ClavesEmpresaPanel empresaId="e1" nombreEmpresa="ACME" />);
    const b = await bloque();
    expect(within(b).getByText('Informes: OpenAI')).toBeTruthy();
    expect(within(b).getAllByText(/su propia clave de OpenAI/)).toHaveLength(2);
    expect(within(b).queryByRole('combobox')).toBeNull();
  });

  it('no key and the deploy’s Bedrock: the model and region named; with one model, nothing to choose', async () => {
    mockFetch({
      'GET /api/configuracion/empresa/e1/apis': apis({
        iaEnUso: usaBedrock(PERFIL, 'No hay clave de OpenAI ni de Claude … Es el modelo predeterminado de la plataforma.'),
        bedrock: bedrock(null, [PERFIL]),
      }),
    });
    conTema(<ClavesEmpresaPanel empresaId="e1" nombreEmpresa="ACME" />);
    const b = await bloque();
    expect(within(b).getByText(`Informes: Amazon Bedrock · ${PERFIL} · eu-west-1`)).toBeTruthy();
    expect(within(b).getByText(`Preguntas de seguimiento: Amazon Bedrock · ${PERFIL} · eu-west-1`)).toBeTruthy();
    expect(within(b).queryByRole('combobox')).toBeNull();
  });

  it('the override: the deploy’s list in the select, the choice saved and the block read again', async () => {
    let elegido: string | null = null;
    const { calls } = mockFetch({
      'GET /api/configuracion/empresa/e1/apis': async () =>
        jsonResponse(
          apis({
            iaEnUso: usaBedrock(elegido ?? PERFIL, elegido ? 'Es el modelo que eligió la empresa.' : 'Es el modelo predeterminado.'),
            bedrock: bedrock(elegido),
          }).body,
        ),
      'PUT /api/configuracion/empresa/e1/modelo-bedrock': async (init) => {
        elegido = (JSON.parse(String(init.body)) as { modelo: string | null }).modelo;
        return jsonResponse({
          success: true,
          data: { modelo: elegido, por: { id: 'u1', nombre: 'Ana Admin' }, fecha: '2026-11-26T21:00:00.000Z' },
          message: 'Modelo de Amazon Bedrock guardado: se usa en los informes y preguntas de seguimiento desde ahora',
        });
      },
    });
    conTema(<ClavesEmpresaPanel empresaId="e1" nombreEmpresa="ACME" />);
    const b = await bloque();
    const select = within(b).getByRole('combobox', { name: 'Modelo' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([`Predeterminado de la plataforma (${PERFIL})`, OTRO]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: OTRO } });
    fireEvent.click(within(b).getByRole('button', { name: 'Guardar modelo' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ modelo: OTRO });
    expect(
      await screen.findByText('Modelo de Amazon Bedrock guardado: se usa en los informes y preguntas de seguimiento desde ahora'),
    ).toBeTruthy();
    expect(await within(b).findByText(`Informes: Amazon Bedrock · ${OTRO} · eu-west-1`)).toBeTruthy();
    expect((within(await bloque()).getByRole('combobox', { name: 'Modelo' }) as HTMLSelectElement).value).toBe(OTRO);
  });
});
