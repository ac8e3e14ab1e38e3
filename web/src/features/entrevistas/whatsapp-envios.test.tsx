// The interview's WhatsApp sends on its screen (issue 68) against a stand-in API: nothing when nothing was
// recorded (no connection); each send with what it was, its state in Spanish, the reason of one not sent
// or failed, and its estimated cost (none for one that did not go).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whatsappEnvio as msg } from '@shared/messages';
import { conTema } from '../../test/render-tema';
import { mockFetch } from '../../test/fetch-mock';
import { WhatsAppEnvios } from './components/whatsapp-envios';

const RUTA = '/api/entrevistas/e1/whatsapp';
const ok = (data: unknown) => ({ body: { success: true, data, message: '' } });
const envio = (o: Record<string, unknown>) => ({
  id: 'x',
  tipo: 'plantilla',
  plantilla: 'talentia_invitacion_v1',
  categoria: 'UTILITY',
  estado: 'enviado',
  motivo: null,
  enviadoEn: '2026-11-25T10:00:00.000Z',
  estadoEn: '2026-11-25T10:00:00.000Z',
  mercado: 'España',
  precioEstimado: { importe: 0.02, moneda: 'USD', tarifas: 'meta-2026-10-01' },
  ...o,
});

afterEach(() => vi.unstubAllGlobals());

describe('WhatsAppEnvios', () => {
  it('shows nothing when nothing was sent or held back', async () => {
    const { calls } = mockFetch({ [`GET ${RUTA}`]: ok({ entrevistaId: 'e1', envios: [], hayMas: false }) });
    conTema(<WhatsAppEnvios entrevistaId="e1" empresaId="acme" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('whatsapp-envios')).toBeNull();
  });

  it('each send: what, its state, the reason of one that did not go, the estimated cost', async () => {
    mockFetch({
      [`GET ${RUTA}`]: ok({
        entrevistaId: 'e1',
        hayMas: false,
        envios: [
          envio({ id: 'a', tipo: 'texto', plantilla: null, categoria: 'SERVICE', estado: 'leido' }),
          envio({ id: 'b', plantilla: 'talentia_recordatorio_v1', estado: 'fallido', motivo: msg.noEstaEnWhatsApp, precioEstimado: null }),
          envio({ id: 'c', plantilla: 'talentia_cancelada_v1', estado: 'no_enviado', motivo: msg.sinOptIn, precioEstimado: null }),
          envio({ id: 'd', estado: 'entregado' }),
        ],
      }),
    });
    conTema(<WhatsAppEnvios entrevistaId="e1" empresaId="acme" />);
    const lista = await screen.findByRole('list', { name: 'WhatsApp' });
    const filas = within(lista).getAllByRole('listitem');
    expect(filas.map((f) => f.textContent)).toEqual([
      expect.stringMatching(/^Respuesta del equipo.*Leído.*Coste estimado: 0,0200\sUS\$ \(España\)$/),
      expect.stringMatching(new RegExp(`^Recordatorio.*Fallido${msg.noEstaEnWhatsApp}$`)),
      expect.stringMatching(new RegExp(`^Entrevista cancelada.*No enviado${msg.sinOptIn}$`)),
      expect.stringMatching(/^Invitación a la entrevista.*Entregado.*Coste estimado/),
    ]);
  });
});
