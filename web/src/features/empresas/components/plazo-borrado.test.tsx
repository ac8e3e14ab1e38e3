// The company's window to object to an erasure a candidate asked for (D149): its admin sets it on the
// company's data tab; outside 1–30 days it is refused on the field before anything is sent.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BORRADO_SOLICITADO } from '@shared/constants';
import { borradoSolicitado as msg, fmt } from '@shared/messages';
import { editarAcmeComoAdmin, escribir } from '../../../test/empresas-fixtures';

describe('the objection window on the company form', { timeout: 20_000 }, () => {
  it('an admin sets it in days; out of range is refused on the field, in Spanish', async () => {
    const { calls, dialog } = await editarAcmeComoAdmin();
    escribir(dialog, { [msg.plazoEtiqueta]: String(BORRADO_SOLICITADO.plazoDiasMax + 1) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Actualizar Empresa' }));
    expect(
      await within(dialog).findByText(
        fmt(msg.plazoInvalido, { min: BORRADO_SOLICITADO.plazoDiasMin, max: BORRADO_SOLICITADO.plazoDiasMax }),
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    escribir(dialog, { [msg.plazoEtiqueta]: '14' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Actualizar Empresa' }));
    expect(await screen.findByText('Empresa actualizada correctamente')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')?.body as { configuracion?: { plazoOposicionBorradoDias?: number } };
    expect(put.configuracion?.plazoOposicionBorradoDias).toBe(14);
  });
});
