// The interview's «Registro de supervisión» (D153) as the report shows it: each entry in order with
// what it records — who, the model and its versions, the hashes, the person's decision beside the
// AI's, the reason of an override and the quotes opened.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import type { EntradaSupervision } from '@shared/schemas/supervision';
import { system } from '../../app/theme';
import { mockFetch } from '../../test/fetch-mock';
import { RegistroSupervision } from './registro-supervision';

const base = { entrevistaId: 'i1', pregunta: null, ia: null, revision: null, iaPausada: false };
const ENTRADAS: EntradaSupervision[] = [
  {
    ...base,
    id: '01-a',
    fecha: '2026-11-20T09:00:00.000Z',
    tipo: 'entrevista_iniciada',
    actor: { tipo: 'candidato', id: null, nombre: null },
  },
  {
    ...base,
    id: '02-b',
    fecha: '2026-11-20T09:30:00.000Z',
    tipo: 'informe',
    actor: { tipo: 'sistema', id: null, nombre: null },
    iaPausada: true,
    ia: {
      metodo: 'integrado',
      proveedor: null,
      modelo: 'analizador integrado',
      promptVersion: null,
      plantillaVersion: 3,
      rubricaVersion: 3,
      analizadorVersion: 'analizador-integrado-v2',
      entradaSha256: 'ab'.repeat(32),
      salidaId: 'ENTREVISTA#i1/informeIA',
      salidaSha256: 'cd'.repeat(32),
      motivoIntegrado: 'ia_pausada',
    },
  },
  {
    ...base,
    id: '03-c',
    fecha: '2026-11-20T10:00:00.000Z',
    tipo: 'revision',
    actor: { tipo: 'usuario', id: 'u1', nombre: 'Ana Admin' },
    revision: {
      numero: 1,
      corrige: null,
      decision: 'en_duda',
      recomendacionIA: 'recomendado',
      coincideConIA: false,
      puntuacionesCambiadas: [{ habilidad: 'Liderazgo', puntuacionIA: 7, puntuacion: 5 }],
      motivo: 'Sin evidencia de liderazgo',
      evidenciaAbierta: ['Liderazgo'],
      competenciasConEvidencia: 2,
    },
  },
];

describe('Registro de supervisión', { timeout: 20_000 }, () => {
  it('lists every entry in order with what it records', async () => {
    mockFetch({ 'GET /api/entrevistas/i1/supervision': { body: { success: true, data: { entradas: ENTRADAS, cursor: null } } } });
    render(
      <ChakraProvider value={system}>
        <RegistroSupervision entrevistaId="i1" />
      </ChakraProvider>,
    );
    const lista = await screen.findByRole('list', { name: 'Entradas del registro de supervisión' });
    const entradas = within(lista).getAllByTestId('entrada-supervision');
    expect(entradas.map((e) => e.querySelector('p')?.textContent)).toEqual(['Entrevista iniciada', 'Informe', 'Revisión']);
    expect(entradas[0]!.textContent).toContain('El candidato (enlace de la entrevista)');
    expect(entradas[1]!.textContent).toContain('IA en pausa');
    expect(entradas[1]!.textContent).toContain('Analizador integrado analizador-integrado-v2 · motivo: la empresa tenía la IA en pausa');
    expect(entradas[1]!.textContent).toContain(`Entrada SHA-256 ${'ab'.repeat(6)}…`);
    expect(entradas[2]!.textContent).toContain('Ana Admin');
    // The report the review is over was the analyzer's: the entry names it, never «la IA» (issue 54 item 6).
    expect(entradas[2]!.textContent).toContain('Decisión: En duda · recomendación del analizador: Recomendado (no coincide)');
    expect(entradas[2]!.textContent).toContain('Liderazgo: analizador 7 → 5');
    expect(entradas[2]!.textContent).not.toContain('IA');
    expect(entradas[2]!.textContent).toContain('Motivo del cambio: Sin evidencia de liderazgo');
    expect(entradas[2]!.textContent).toContain('Citas abiertas: 1 de 2 (Liderazgo)');
  });
});
