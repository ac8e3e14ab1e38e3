// The import's report names each kind of item in Spanish, a person's rights too (D159): a restore
// lists the erasure requests, contests, consents and retention entries it brought back.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { loadWholeSystem } from '../../app/theme-initial';
import { InformeImportacion } from './components/informe-importacion';

await loadWholeSystem();

const fila = (sk: string, tipo: string) => ({ empresaId: 'e1', sk, tipo, resultado: 'creado' as const });

describe('the import report', () => {
  it('names the rights rows in Spanish, never by their internal kind', () => {
    const filas = [
      fila('BORRADOSOL#c1', 'borrado_solicitado'),
      fila('IMPUGNACION#i1', 'impugnacion'),
      fila('CONSERVAR#c1', 'consentimiento_conservar'),
      fila('RETENCION#c1', 'retencion'),
    ];
    render(
      <AppProvider>
        <InformeImportacion
          resultado={{ creados: 4, actualizados: 0, rechazados: 0, backups: [], filas }}
          titulo="Informe de la importación"
        />
      </AppProvider>,
    );
    const tabla = screen.getByRole('table', { name: 'Resultado por tipo' }).textContent ?? '';
    for (const nombre of [
      'Solicitudes de borrado',
      'Opiniones sobre evaluaciones',
      'Consentimientos para futuros procesos',
      'Plazos de conservación',
    ])
      expect(tabla).toContain(nombre);
    expect(tabla).not.toMatch(/borrado_solicitado|impugnacion|consentimiento_conservar|retencion/);
  });
});
