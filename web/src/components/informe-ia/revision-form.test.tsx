// The review form on its own, as both screens use it (Entrevistas and Informes hand in their own
// `onEnviar`): the decision and the comentario are required and nothing is sent without them; only
// the evaluated competencies can be re-scored, and out of range a score shows the contract's message
// on its field; the email is offered once a new state is chosen; a valid review hands `onEnviar`
// exactly its body, says how it went and reports the updated interview; a refused one says why.
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import type { Entrevista } from '@shared/schemas/entrevista';
import type { InformeIA, ValidacionBody } from '@shared/schemas/informe';
import { system } from '../../app/theme';
import { ApiError, type ApiResponse } from '../../lib/api-client';
import { Toaster } from '../toaster-vista';
import { RevisionForm } from './revision-form';

const informeIA: InformeIA = {
  resumenEjecutivo: 'Perfil sólido.',
  softSkills: [
    { habilidad: 'Comunicación', puntuacion: 6, evaluado: true, ancla: 'medio', justificacion: 'Explica.', evidencia: [] },
    { habilidad: 'Liderazgo', puntuacion: 7, evaluado: true, ancla: 'alto', justificacion: 'Dirige.', evidencia: [] },
    { habilidad: 'Negociación', puntuacion: null, evaluado: false, ancla: null, justificacion: 'Sin respuestas.', evidencia: [] },
  ],
  hardSkills: [],
  conclusiones: 'Recomendado.',
  recomendaciones: [],
  bertAnalysis: null,
  procedencia: {
    metodo: 'proveedor',
    proveedor: 'openai',
    modelo: 'gpt-4o-mini',
    analizadorVersion: null,
    motivoIntegrado: null,
    origenClave: 'empresa',
    plantilla: {
      servicioId: 'entrevistas-profundidad',
      codigo: 'entrevistas-profundidad',
      nombre: 'Entrevistas en Profundidad',
      version: 3,
    },
    rubricaVersion: 2,
    promptHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    generadoEn: '2026-11-24T16:05:00.000Z',
    duracionMs: 2_400,
    tokens: { entrada: 1_800, salida: 650 },
    intentos: 1,
    citasDescartadas: 0,
    analisisTextoFallido: false,
  },
};

const analizada: Entrevista = {
  id: 'i3',
  _id: 'i3',
  empresaId: 'e1',
  candidatoId: 'c-i3',
  candidatoNombre: 'Marta Soler',
  candidatoEmail: 'marta@correo.test',
  servicioId: 'entrevistas-profundidad',
  servicioNombre: 'Entrevistas en Profundidad',
  fechaProgramada: '2026-11-24T15:00:00.000Z',
  duracionEstimada: 60,
  zonaHoraria: 'Europe/Madrid',
  estado: 'analizada',
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  creadoPor: 'u1',
  historial: [{ estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' }],
  enlaceExpiraEn: null,
  simulada: false,
  asistida: false,
  transcripcion: [],
  informeIA,
  validacion: null,
};

const validada: Entrevista = {
  ...analizada,
  estado: 'validada',
  validacion: {
    decision: 'recomendado',
    puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8, puntuacionIA: 6 }],
    comentario: 'Buen encaje con el equipo.',
    por: { userId: 'u1', nombre: 'Ana Admin' },
    fecha: '2026-11-25T09:30:00.000Z',
    estadoCandidato: 'seleccionado',
    emailCandidato: 'resultadosEntrevista',
  },
};

type Enviar = (body: ValidacionBody) => Promise<ApiResponse<Entrevista>>;

function renderForm(onEnviar: Enviar = async () => ({ success: true, data: validada, message: 'Revisión guardada' })) {
  const enviar = vi.fn(onEnviar);
  const onValidada = vi.fn();
  const conTema = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
  conTema(
    <>
      <RevisionForm entrevista={analizada} onEnviar={enviar} onValidada={onValidada} />
      <Toaster />
    </>,
  );
  return { form: screen.getByRole('form', { name: 'Revisión del informe' }), enviar, onValidada };
}

// The whole design system and the form's module load on first use: on a busy machine that alone can pass the default 5 s.
describe('formulario de revisión', { timeout: 20_000 }, () => {
  it('needs a decision and a comentario: their messages show and nothing is sent', async () => {
    const { form, enviar } = renderForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    expect(await within(form).findByText('Elige una decisión: recomendado, no recomendado o en duda')).toBeTruthy();
    expect(within(form).getByText('Escribe un comentario que explique la decisión')).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: 'En duda' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    await waitFor(() => expect(within(form).queryByText('Elige una decisión: recomendado, no recomendado o en duda')).toBeNull());
    expect(within(form).getByText('Escribe un comentario que explique la decisión')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /Comentario/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(enviar).not.toHaveBeenCalled();
  });

  it('a valid review hands over exactly its body, says "Revisión guardada" and reports the validated interview', async () => {
    const { form, enviar, onValidada } = renderForm();
    // Only the evaluated competencies can be re-scored; the email is offered once a new state is chosen.
    expect(within(form).queryByLabelText(/Negociación/)).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Enviar email al candidato' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Recomendado' }));
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'Recomendado' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(form).getByLabelText('Comunicación (IA: 6)'), { target: { value: '8' } });
    // The AI's own score typed again is no change.
    fireEvent.change(within(form).getByLabelText('Liderazgo (IA: 7)'), { target: { value: '7' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: '  Buen encaje con el equipo.  ' } });
    fireEvent.change(within(form).getByLabelText('Seguimiento del candidato'), { target: { value: 'seleccionado' } });
    const email = await within(form).findByRole('checkbox', { name: 'Enviar email al candidato' });
    expect((email as HTMLInputElement).checked).toBe(false);
    expect(within(form).getByText('Recibirá el email de resultados de la entrevista.')).toBeTruthy();
    fireEvent.click(email);
    await waitFor(() => expect((email as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));

    expect(await screen.findByText('Revisión guardada')).toBeTruthy();
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(enviar.mock.calls[0]![0]).toEqual({
      decision: 'recomendado',
      comentario: 'Buen encaje con el equipo.',
      puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8 }],
      estadoCandidato: 'seleccionado',
      notificarCandidato: true,
    });
    await waitFor(() => expect(onValidada).toHaveBeenCalledWith(validada));
  });

  it('an out-of-range score shows the contract message on its field and nothing is sent', async () => {
    const { form, enviar } = renderForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'No recomendado' }));
    fireEvent.change(within(form).getByLabelText('Liderazgo (IA: 7)'), { target: { value: '11' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Poca experiencia.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    const campo = within(form).getByLabelText('Liderazgo (IA: 7)');
    await waitFor(() => expect(campo.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('La puntuación es un número entero de 0 a 10')).toBeTruthy();
    expect(enviar).not.toHaveBeenCalled();
  });

  it('a review the server turns down says why and reports nothing', async () => {
    const rechazo = new ApiError('Esta entrevista ya está validada', {
      kind: 'http',
      status: 409,
      body: { success: false, message: 'Esta entrevista ya está validada' },
    });
    const { form, enviar, onValidada } = renderForm(async () => {
      throw rechazo;
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'En duda' }));
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'En duda' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Falta evidencia.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    expect(await within(form).findByText('Esta entrevista ya está validada')).toBeTruthy();
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(onValidada).not.toHaveBeenCalled();
  });
});
