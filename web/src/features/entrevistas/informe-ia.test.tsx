// The AI report's view on its own: its tabs, scores tied to evidence, 'No evaluado', the text
// analysis named by its method, and the stamp of how it was made (a provider's model or the
// built-in analyzer).
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { formatFechaHora } from '@shared/fechas';
import { system } from '../../app/theme';
import { InformeIAVista } from '../../components/informe-ia/informe-ia';
import { informe, procedenciaIntegrada } from '../../test/informe-fixtures';

const conTema = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('informe de IA', () => {
  it("'Resumen': summary, the average of the evaluated competencies, conclusions and the text analysis by its method", () => {
    conTema(<InformeIAVista informe={informe} nivelTitulos={3} />);
    const resumen = screen.getByRole('tabpanel', { name: 'Resumen' });
    expect(within(resumen).getByText(informe.resumenEjecutivo)).toBeTruthy();
    expect(within(resumen).getByText(informe.conclusiones)).toBeTruthy();
    // (6 + 7) / 2: the one not evaluated does not count.
    expect(within(resumen).getByText('6,5/10')).toBeTruthy();
    expect(within(resumen).getByText(/2 de 3 competencias evaluadas/)).toBeTruthy();
    expect(within(resumen).getByRole('heading', { level: 3, name: 'Análisis de texto (léxico-heurístico-v1)' })).toBeTruthy();
    expect(
      within(resumen).getByText(/^Mide el registro y la estructura del texto de las respuestas, no a la persona: no deduce emociones/),
    ).toBeTruthy();
    expect(within(resumen).getByText('Positivo (0,42)')).toBeTruthy();
    expect(within(resumen).getByText('7,5/10')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/BERT/i);
  });

  it("says 'Análisis de texto no disponible' when the text analysis did not run", () => {
    conTema(<InformeIAVista informe={{ ...informe, bertAnalysis: null }} />);
    expect(screen.getByText('Análisis de texto no disponible')).toBeTruthy();
  });

  it("'Competencias': score out of 10 with its bar, the anchor, the evidence with its question; 'No evaluado' has no score", async () => {
    conTema(<InformeIAVista informe={informe} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Competencias' }));
    // Ark's tabs take the change a moment after the click.
    const panel = await screen.findByRole('tabpanel', { name: 'Competencias' });
    const [comunicacion, liderazgo, negociacion] = within(panel).getAllByTestId('soft-skill');

    expect(within(liderazgo!).getByText('Liderazgo')).toBeTruthy();
    expect(within(liderazgo!).getByText('7/10')).toBeTruthy();
    expect(within(liderazgo!).getByRole('progressbar', { name: 'Liderazgo: 7 de 10' }).getAttribute('aria-valuenow')).toBe('7');
    expect(within(liderazgo!).getByText('Ancla: Alto')).toBeTruthy();
    expect(within(liderazgo!).getByText(informe.softSkills[1]!.justificacion)).toBeTruthy();
    const cita = liderazgo!.querySelector('blockquote')!;
    expect(cita.textContent).toBe('«lidere un equipo de cinco personas»');
    // Turn 1 is the second question.
    expect(within(liderazgo!).getByText('Pregunta 2')).toBeTruthy();

    expect(within(comunicacion!).getByText('6/10')).toBeTruthy();
    expect(within(comunicacion!).getByText('Ancla: Medio')).toBeTruthy();

    expect(within(negociacion!).getByText('No evaluado')).toBeTruthy();
    expect(within(negociacion!).queryByText(/\/10/)).toBeNull();
    expect(within(negociacion!).queryByRole('progressbar')).toBeNull();
    expect(within(negociacion!).queryByText(/Ancla/)).toBeNull();
    expect(negociacion!.querySelector('blockquote')).toBeNull();

    const [sql] = within(panel).getAllByTestId('hard-skill');
    expect(within(sql!).getByText('SQL')).toBeTruthy();
    expect(within(sql!).getByText('Avanzado')).toBeTruthy();
    expect(within(sql!).getByText('Pregunta 3')).toBeTruthy();
  });

  it("'Competencias' shows what the matched rubric anchor says, not only its level (D80)", async () => {
    const rubrica = informe.softSkills.map((s) => ({
      competencia: s.habilidad.toUpperCase(),
      anclas: {
        bajo: `${s.habilidad}: no da ejemplos`,
        medio: `${s.habilidad}: ejemplos sin resultado`,
        alto: `${s.habilidad}: ejemplos con resultado medible`,
      },
    }));
    conTema(<InformeIAVista informe={informe} rubrica={rubrica} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Competencias' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Competencias' });
    const [comunicacion, liderazgo, negociacion] = within(panel).getAllByTestId('soft-skill');
    expect(within(liderazgo!).getByTestId('ancla').textContent).toBe(
      'Ancla: Alto — según la rúbrica:Liderazgo: ejemplos con resultado medible',
    );
    expect(within(comunicacion!).getByText('Comunicación: ejemplos sin resultado')).toBeTruthy();
    expect(within(negociacion!).queryByTestId('ancla')).toBeNull();
  });

  it("'Recomendaciones': the list", async () => {
    conTema(<InformeIAVista informe={informe} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Recomendaciones' }));
    const lista = within(await screen.findByRole('tabpanel', { name: 'Recomendaciones' })).getByRole('list');
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(informe.recomendaciones);
  });

  it('the stamp of a report a model wrote: provider, model, template, rubric, date, duration, tokens, dropped quotes, fingerprint', () => {
    conTema(<InformeIAVista informe={informe} />);
    const sello = screen.getByTestId('procedencia-informe');
    expect(within(sello).getByText('Informe generado con IA: revísalo antes de decidir.')).toBeTruthy();
    expect(within(sello).getByText('Generado por OpenAI (gpt-4o-mini) con la clave de la empresa.')).toBeTruthy();
    const detalles = within(sello).getByText(/^Plantilla /).textContent!;
    expect(detalles.split(' · ')).toEqual([
      'Plantilla Entrevistas en Profundidad v3',
      'Rúbrica v2',
      formatFechaHora('2026-11-24T16:05:00.000Z'),
      'Duración 2,4 s',
      '2450 tokens (1800 de entrada, 650 de salida)',
      '2 citas descartadas (no estaban en la transcripción)',
      'Huella del prompt a1b2c3d4e5f6',
    ]);
  });

  it('the stamp of the built-in analyzer: its version, no language model, and why', () => {
    conTema(<InformeIAVista informe={{ ...informe, procedencia: procedenciaIntegrada }} />);
    const sello = screen.getByTestId('procedencia-informe');
    expect(
      within(sello).getByText(
        'Generado por el analizador integrado (integrado-v1), sin modelo de lenguaje. Motivo: no hay clave de OpenAI ni Claude.',
      ),
    ).toBeTruthy();
    const detalles = within(sello).getByText(/^Plantilla /).textContent!;
    expect(detalles).toContain('Duración 180 ms');
    expect(detalles).not.toMatch(/tokens|citas descartadas/);
    expect(detalles).toContain('Huella de la entrada a1b2c3d4e5f6');
    for (const [motivo, texto] of [
      ['proveedor_fallido', 'el proveedor no respondió'],
      ['respuesta_invalida', 'la respuesta del modelo no era válida'],
      // D120: a refusal and an answer without the report are told apart from a bad answer.
      ['rechazo', 'el modelo rechazó la solicitud'],
      ['sin_herramienta', 'el modelo respondió sin rellenar el informe'],
      ['simulada', 'entrevista simulada'],
    ] as const) {
      const { unmount } = conTema(
        <InformeIAVista informe={{ ...informe, procedencia: { ...procedenciaIntegrada, motivoIntegrado: motivo } }} />,
      );
      expect(screen.getByText(new RegExp(`Motivo: ${texto}\\.$`))).toBeTruthy();
      unmount();
    }
  });
});
