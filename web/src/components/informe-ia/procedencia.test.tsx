// How a report says what made it and what it could not measure (D77):
// 'Informe generado con IA' only when a language model wrote it (the built-in analyzer's reports say
// they were made by fixed rules, on screen and in the PDF); no technical skills is 'No evaluado',
// never a sentence the quotes could refute; a text-analysis measure without enough text is 'Sin
// datos suficientes', never a number; reports stored before (all numbers) still read as before.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Entrevista } from '@shared/schemas/entrevista';
import { InformeIA, type Procedencia } from '@shared/schemas/informe';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { InformeIAVista } from './informe-ia';
import { documentoInforme } from './pdf-documento';
import { autoriaInforme } from './procedencia';
import { procedenciaIntegrada, procedenciaProveedor } from '../../test/informe-fixtures';

const conTema = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const proveedor: Procedencia = {
  metodo: 'proveedor',
  proveedor: 'claude',
  modelo: 'claude-sonnet-4-5',
  analizadorVersion: null,
  motivoIntegrado: null,
  origenClave: 'plataforma',
  plantilla: { servicioId: 's1', codigo: 'entrevistas-profundidad', nombre: 'Entrevistas en Profundidad', version: 1 },
  rubricaVersion: 1,
  promptHash: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  generadoEn: '2026-03-02T10:00:00.000Z',
  duracionMs: 900,
  tokens: { entrada: 100, salida: 50 },
  intentos: 1,
  citasDescartadas: 0,
  analisisTextoFallido: false,
};
const reglas: Procedencia = {
  ...proveedor,
  metodo: 'integrado',
  proveedor: null,
  modelo: 'analizador integrado',
  analizadorVersion: 'analizador-integrado-v2',
  motivoIntegrado: 'sin_clave',
  origenClave: null,
  tokens: null,
  intentos: 0,
};

const base: InformeIA = {
  resumenEjecutivo: 'Resumen.',
  softSkills: [
    {
      habilidad: 'Conocimientos técnicos',
      puntuacion: 8,
      evaluado: true,
      ancla: 'alto',
      justificacion: 'Describe cómo usa sus herramientas.',
      evidencia: [{ cita: 'con Power Query automaticé el informe diario', pregunta: 0 }],
    },
  ],
  hardSkills: [],
  conclusiones: 'Conclusiones.',
  recomendaciones: [],
  bertAnalysis: {
    metodo: 'léxico-heurístico-v1',
    sentiment: { label: 'neutral', score: 0.05 },
    coherenceScore: null,
    professionalismScore: null,
  },
  procedencia: reglas,
};

const entrevista = (informe: InformeIA) =>
  ({
    id: 'i1',
    candidatoNombre: 'Marta Ruiz',
    servicioNombre: 'Entrevistas en Profundidad',
    fechaProgramada: '2026-03-02T09:00:00.000Z',
    zonaHoraria: 'Europe/Madrid',
    estado: 'analizada',
    simulada: false,
    transcripcion: null,
    validacion: null,
    informeIA: informe,
  }) as unknown as Entrevista;

/** A row of the text analysis (its label and value), as read. */
const fila = (donde: HTMLElement, etiqueta: string) => within(donde).getByText(etiqueta).parentElement!.textContent;

const textoPdf = (informe: InformeIA) => {
  const doc = documentoInforme(entrevista(informe), { empresa: 'ACME', generadoEn: new Date('2026-03-02T11:00:00.000Z') });
  const pie = (doc.footer as (p: number, t: number) => unknown)(1, 1);
  return { contenido: JSON.stringify(doc.content), pie: JSON.stringify(pie) };
};

describe('what made the report', () => {
  it('the built-in analyzer’s report says it was made by fixed rules, never "generado con IA", on screen and in the PDF', () => {
    conTema(<InformeIAVista informe={base} />);
    const sello = screen.getByTestId('procedencia-informe');
    expect(within(sello).getByText('Informe generado por reglas fijas, sin IA: revísalo antes de decidir.')).toBeTruthy();
    expect(sello.textContent).not.toMatch(/generado con IA/i);
    const pdf = textoPdf(base);
    expect(pdf.contenido).toContain(
      'Informe generado por reglas fijas, sin IA: revísalo antes de decidir. La decisión la toma una persona.',
    );
    expect(pdf.contenido).not.toMatch(/generado con IA/i);
    expect(pdf.pie).toContain('Generado por reglas fijas, sin IA · La decisión la toma una persona');
    expect(pdf.pie).not.toMatch(/con IA/);
  });

  it('a language model’s report says "Informe generado con IA", on screen and in the PDF', () => {
    const informe = { ...base, procedencia: proveedor };
    conTema(<InformeIAVista informe={informe} />);
    expect(within(screen.getByTestId('procedencia-informe')).getByText('Informe generado con IA: revísalo antes de decidir.')).toBeTruthy();
    const pdf = textoPdf(informe);
    expect(pdf.contenido).toContain('Informe generado con IA: revísalo antes de decidir. La decisión la toma una persona.');
    expect(pdf.pie).toContain('Generado con IA · La decisión la toma una persona');
  });
});

describe('Amazon Bedrock on the stamp (D176)', () => {
  it('names «Amazon Bedrock · <model id> · <región>» and the account; a fallback says why in Spanish', () => {
    const modelo = 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0';
    expect(autoriaInforme({ ...procedenciaProveedor, proveedor: 'bedrock', modelo, origenClave: 'aws', region: 'eu-west-1' })).toBe(
      `Generado por Amazon Bedrock · ${modelo} · eu-west-1 en la cuenta de AWS de la instalación, sin clave de terceros`,
    );
    expect(
      autoriaInforme({
        ...procedenciaIntegrada,
        motivoIntegrado: 'proveedor_fallido',
        detalleMotivo: 'Amazon Bedrock: el modelo no existe en esta región (ResourceNotFoundException)',
      }),
    ).toContain('(Amazon Bedrock: el modelo no existe en esta región (ResourceNotFoundException))');
  });
});

describe('what the report could not measure', () => {
  it("no technical skills is 'No evaluado', never a sentence the quotes above could refute", async () => {
    conTema(<InformeIAVista informe={base} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Competencias' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Competencias' });
    expect(within(panel).getByTestId('hard-skills-no-evaluado').textContent).toBe('No evaluado');
    expect(panel.textContent).not.toMatch(/no muestran competencias técnicas/);
    const pdf = textoPdf(base);
    expect(pdf.contenido).toContain('"Competencias técnicas"');
    expect(pdf.contenido).not.toMatch(/no muestran competencias técnicas/);
  });

  it("a text-analysis measure without enough text reads 'Sin datos suficientes', not a number", () => {
    conTema(<InformeIAVista informe={base} />);
    const resumen = screen.getByRole('tabpanel', { name: 'Resumen' });
    expect(fila(resumen, 'Coherencia')).toBe('CoherenciaSin datos suficientes');
    expect(fila(resumen, 'Profesionalidad')).toBe('ProfesionalidadSin datos suficientes');
    expect(fila(resumen, 'Tono del texto')).toBe('Tono del textoNeutral (0,05)');
    const pdf = textoPdf(base);
    expect(pdf.contenido.match(/Sin datos suficientes/g)).toHaveLength(2);
  });

  it('a report stored before (every measure a number) still parses and reads as before', () => {
    const antiguo = {
      ...base,
      bertAnalysis: {
        metodo: 'léxico-heurístico-v1',
        sentiment: { label: 'positivo', score: 0.42 },
        coherenceScore: 7.5,
        professionalismScore: 8,
      },
      procedencia: { ...reglas, analizadorVersion: 'analizador-integrado-v1' },
    };
    expect(InformeIA.parse(antiguo)).toEqual(antiguo);
    conTema(<InformeIAVista informe={antiguo as InformeIA} />);
    const resumen = screen.getByRole('tabpanel', { name: 'Resumen' });
    expect(fila(resumen, 'Coherencia')).toBe('Coherencia7,5/10');
    expect(fila(resumen, 'Profesionalidad')).toBe('Profesionalidad8/10');
    expect(within(resumen).queryByText('Sin datos suficientes')).toBeNull();
  });
});
