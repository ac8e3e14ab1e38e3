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
import { informes as msg } from '@shared/messages';
import { system } from '../../app/theme';
import { entrevistaConInforme, procedenciaProveedor, validacion } from '../../test/informe-fixtures';
import { ApiError, type ApiResponse } from '../../lib/api-client';
import { formatFechaHora } from '../../lib/format';
import { Toaster } from '../toaster-view';
import { RevisionInforme } from './informe-completo-cuerpo';
import { RevisionForm } from './revision-form';
import { avisoComentarioCandidato } from './revision';
import { RecomendacionIA } from './revision-vista';

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
  procedencia: procedenciaProveedor,
};

const analizada: Entrevista = { ...entrevistaConInforme('analizada'), transcripcion: [], informeIA };

const validada: Entrevista = { ...analizada, estado: 'validada', validacion };

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

  it('before the comment is written, the form says the candidate will read it, the decision, the name and the scores in «Mis datos» (issue 65 item 1)', () => {
    const { form } = renderForm();
    const aviso = within(form).getByTestId('aviso-comentario');
    // Without a session that holds the company, the default country's words (issue 67 item 7).
    expect(aviso.textContent).toBe(avisoComentarioCandidato('derecho de acceso, artículo 15 del RGPD'));
    expect(aviso.textContent).toMatch(/podrá leer este comentario.*«Mis datos».*puntuaciones/);
    const campo = within(form).getByRole('textbox', { name: /Comentario/ });
    // Drawn and read before the field: the notice precedes the textarea in the document.
    expect(aviso.compareDocumentPosition(campo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a valid review hands over exactly its body, says "Revisión guardada" and reports the validated interview', async () => {
    const { form, enviar, onValidada } = renderForm();
    // Only the evaluated competencies can be re-scored; the review mails nobody (D180): it says what the candidate receives.
    expect(within(form).queryByLabelText(/Negociación/)).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).getByText(/Qué recibe el candidato: Nada todavía/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Recomendado' }));
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'Recomendado' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(form).getByLabelText('Comunicación (IA: 6)'), { target: { value: '8' } });
    // The AI's own score typed again is no change.
    fireEvent.change(within(form).getByLabelText('Liderazgo (IA: 7)'), { target: { value: '7' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: '  Buen encaje con el equipo.  ' } });
    fireEvent.change(within(form).getByLabelText('Seguimiento del candidato'), { target: { value: 'seleccionado' } });
    expect(
      await within(form).findByText(
        /Qué recibe el candidato: Nada al guardar\. Después prepararás el único email que recibe: que sigue en el proceso/,
      ),
    ).toBeTruthy();
    // A changed score is an override of the AI (D153): its reason is asked for.
    fireEvent.change(await within(form).findByRole('textbox', { name: /Motivo del cambio/ }), {
      target: { value: 'Comunica bien en persona.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));

    expect(await screen.findByText('Revisión guardada')).toBeTruthy();
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(enviar.mock.calls[0]![0]).toEqual({
      decision: 'recomendado',
      comentario: 'Buen encaje con el equipo.',
      motivoCambio: 'Comunica bien en persona.',
      puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8 }],
      estadoCandidato: 'seleccionado',
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
    fireEvent.change(await within(form).findByRole('textbox', { name: /Motivo del cambio/ }), { target: { value: 'Falta evidencia.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    expect(await within(form).findByText('Esta entrevista ya está validada')).toBeTruthy();
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(onValidada).not.toHaveBeenCalled();
  });

  it('a refused save is seen wherever the reviewer is: the error is scrolled into view and toasted (issue 54 item 8)', async () => {
    const desplazar = vi.fn();
    const antes = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = desplazar;
    try {
      const { form } = renderForm(async () => {
        throw new ApiError('No se pudo guardar: la entrevista cambió', {
          kind: 'http',
          status: 409,
          body: { success: false, message: 'No se pudo guardar: la entrevista cambió' },
        });
      });
      fireEvent.click(within(form).getByRole('radio', { name: 'En duda' }));
      await waitFor(() => expect((within(form).getByRole('radio', { name: 'En duda' }) as HTMLInputElement).checked).toBe(true));
      fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Falta evidencia.' } });
      fireEvent.change(await within(form).findByRole('textbox', { name: /Motivo del cambio/ }), { target: { value: 'Falta evidencia.' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
      const alerta = await within(form).findByRole('alert');
      expect(alerta.textContent).toContain('No se pudo guardar: la entrevista cambió');
      await waitFor(() => expect(desplazar).toHaveBeenCalled());
      expect(desplazar.mock.contexts.at(-1)).toBe(alerta);
      // The toast is outside the form, where the reviewer's eyes are.
      await waitFor(() => expect(screen.getAllByText('No se pudo guardar: la entrevista cambió').length).toBe(2));
    } finally {
      Element.prototype.scrollIntoView = antes;
    }
  });

  it('a report of the built-in analyzer: the scores are labelled the analyzer’s, not the AI’s (issue 54 item 6)', async () => {
    const integrado: Entrevista = {
      ...analizada,
      informeIA: { ...informeIA, procedencia: { ...informeIA.procedencia, metodo: 'integrado', proveedor: null } },
    };
    render(
      <ChakraProvider value={system}>
        <RevisionForm entrevista={integrado} onEnviar={vi.fn()} />
      </ChakraProvider>,
    );
    const form = screen.getByRole('form', { name: 'Revisión del informe' });
    expect(within(form).getByLabelText('Comunicación (analizador: 6)')).toBeTruthy();
    expect(within(form).queryByLabelText(/\(IA:/)).toBeNull();
    expect(form.textContent).toContain('vacía, se mantiene la del analizador');
    expect(form.textContent).not.toContain('la de la IA');
  });
});

const corregida: Entrevista = {
  ...validada,
  validacion: {
    ...validada.validacion!,
    numero: 2,
    recomendacionIA: 'recomendado',
    anteriores: [
      {
        numero: 1,
        decision: 'en_duda',
        puntuacionesAjustadas: [],
        comentario: 'Falta evidencia de liderazgo.',
        motivoCambio: 'Sin evidencia de liderazgo en las citas.',
        por: { userId: 'u2', nombre: 'Otto Operador' },
        fecha: '2026-11-24T18:00:00.000Z',
        estadoCandidato: null,
        emailCandidato: null,
        recomendacionIA: 'recomendado',
      },
    ],
  },
};

function renderRevision(e: Entrevista, onEnviar: Enviar) {
  const enviar = vi.fn(onEnviar);
  const onValidada = vi.fn();
  render(
    <ChakraProvider value={system}>
      <RevisionInforme entrevista={e} onEnviar={enviar} onValidada={onValidada} />
      <Toaster />
    </ChakraProvider>,
  );
  return { enviar, onValidada };
}

describe('the AI’s recommendation and correcting a saved review (D80)', { timeout: 20_000 }, () => {
  it('the reviewer sees what the AI recommends before deciding', async () => {
    const { form } = renderForm();
    const ia = within(form).getByTestId('recomendacion-ia');
    expect(ia.textContent).toContain('Recomendación de la IA:');
    expect(within(ia).getByText('Recomendado')).toBeTruthy();
    expect(ia.textContent).toContain('«En duda»: esa decisión nunca cuenta como coincidencia');
  });

  it('a report of the built-in analyzer is not called the AI’s (D113)', async () => {
    const integrado = { ...informeIA, procedencia: { ...informeIA.procedencia, metodo: 'integrado' as const } };
    render(
      <ChakraProvider value={system}>
        <RecomendacionIA recomendacion="recomendado" metodo={integrado.procedencia.metodo} />
      </ChakraProvider>,
    );
    const caja = screen.getByTestId('recomendacion-ia');
    expect(caja.textContent).toContain('Recomendación del analizador:');
    expect(caja.textContent).not.toMatch(/IA/);
  });

  it('a saved review shows the earlier ones with who and when, and is corrected from where it stands', async () => {
    const { enviar, onValidada } = renderRevision(corregida, async () => ({
      success: true,
      data: corregida,
      message: msg.corregida,
    }));
    const vista = screen.getByTestId('revision');
    expect(within(vista).getByText('Recomendado')).toBeTruthy();
    const anteriores = screen.getByRole('region', { name: 'Revisiones anteriores' });
    const primera = within(anteriores).getByTestId('revision-anterior');
    expect(primera.textContent).toContain('Revisión 1, sustituida por una corrección');
    expect(within(primera).getByText('En duda')).toBeTruthy();
    expect(within(primera).getByText('Otto Operador')).toBeTruthy();
    expect(within(primera).getByText(formatFechaHora('2026-11-24T18:00:00.000Z')!)).toBeTruthy();
    expect(within(primera).getByText('Falta evidencia de liderazgo.')).toBeTruthy();
    // The override's reason (D153) is shown with the review that gave it; a review without one shows none.
    expect(within(primera).getByText('Motivo del cambio')).toBeTruthy();
    expect(within(primera).getByText('Sin evidencia de liderazgo en las citas.')).toBeTruthy();
    expect(within(vista).queryByText('Motivo del cambio')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Corregir revisión' }));
    const form = await screen.findByRole('form', { name: 'Corrección de la revisión' });
    // It starts from the current review: its decision and its adjusted score.
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'Recomendado' }) as HTMLInputElement).checked).toBe(true));
    expect((within(form).getByLabelText('Comunicación (IA: 6)') as HTMLInputElement).value).toBe('8');
    fireEvent.click(within(form).getByRole('radio', { name: 'No recomendado' }));
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'No recomendado' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'La referencia no se confirmó.' } });
    fireEvent.change(await within(form).findByRole('textbox', { name: /Motivo del cambio/ }), {
      target: { value: 'Referencia negativa.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar corrección' }));

    expect(await screen.findByText(msg.corregida)).toBeTruthy();
    expect(enviar.mock.calls[0]![0]).toEqual({
      decision: 'no_recomendado',
      comentario: 'La referencia no se confirmó.',
      motivoCambio: 'Referencia negativa.',
      puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8 }],
      corrige: 2,
    });
    await waitFor(() => expect(onValidada).toHaveBeenCalledWith(corregida));
    // Saved: back to the read-only review.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Corrección de la revisión' })).toBeNull());
  });

  it('a correction can be left without saving', async () => {
    const { enviar } = renderRevision(validada, async () => ({ success: true, data: validada }));
    fireEvent.click(screen.getByRole('button', { name: 'Corregir revisión' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar corrección' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Corregir revisión' })).toBeTruthy());
    expect(enviar).not.toHaveBeenCalled();
  });

  it('the saved review says what is known of an email whose sending was not recorded', () => {
    renderRevision(
      {
        ...validada,
        validacion: { ...validada.validacion!, emailCandidato: null, email: { plantilla: 'resultadosEntrevista', estado: 'pedido' } },
      },
      async () => ({ success: true, data: validada }),
    );
    expect(screen.getByTestId('revision').textContent).toContain('Se pidió; su envío no quedó anotado');
  });
});

describe('evidence first and the override’s reason (D153)', { timeout: 20_000 }, () => {
  const conCitas: Entrevista = {
    ...analizada,
    informeIA: {
      ...informeIA,
      softSkills: [
        { ...informeIA.softSkills[0]!, evidencia: [{ cita: 'Explico cada cambio al equipo con un ejemplo', pregunta: 0 }] },
        { ...informeIA.softSkills[1]!, evidencia: [{ cita: 'Dirigí la migración con cuatro personas', pregunta: 1 }] },
        informeIA.softSkills[2]!,
      ],
    },
  };
  function renderConCitas() {
    const enviar = vi.fn<Enviar>(async () => ({ success: true, data: validada, message: 'Revisión guardada' }));
    render(
      <ChakraProvider value={system}>
        <RevisionForm entrevista={conCitas} onEnviar={enviar} />
        <Toaster />
      </ChakraProvider>,
    );
    return { form: screen.getByRole('form', { name: 'Revisión del informe' }), enviar };
  }
  const confirmar = async (form: HTMLElement) => {
    fireEvent.click(within(form).getByRole('radio', { name: 'Recomendado' }));
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'Recomendado' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'De acuerdo con la IA.' } });
  };

  it('the quotes come first, closed; confirming the AI before opening them all is refused, naming what is missing', async () => {
    const { form, enviar } = renderConCitas();
    const grupo = within(form).getByRole('group', { name: 'Evidencia de cada competencia' });
    // Above the decision, and closed: the quotes are not on screen yet.
    expect(
      grupo.compareDocumentPosition(within(form).getByRole('radio', { name: 'Recomendado' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(form).queryByText(/Explico cada cambio/)).toBeNull();
    expect(within(grupo).getByText('0 de 2 leídas')).toBeTruthy();
    await confirmar(form);
    // The AI's recommendation confirmed: no reason is asked for.
    expect(within(form).queryByRole('textbox', { name: /Motivo del cambio/ })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    expect(
      await within(grupo).findByText(
        'Abre las citas de cada competencia antes de confirmar la recomendación de la IA (faltan: Comunicación, Liderazgo)',
      ),
    ).toBeTruthy();
    fireEvent.click(within(grupo).getByRole('button', { name: 'Ver citas de Comunicación' }));
    expect(await within(grupo).findByText('«Explico cada cambio al equipo con un ejemplo»')).toBeTruthy();
    expect(within(grupo).getByText('1 de 2 leídas')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    expect(
      await within(grupo).findByText('Abre las citas de cada competencia antes de confirmar la recomendación de la IA (falta: Liderazgo)'),
    ).toBeTruthy();
    expect(enviar).not.toHaveBeenCalled();
  });

  it('once every competency’s quotes are open, the confirmation goes, saying which were opened', async () => {
    const { form, enviar } = renderConCitas();
    fireEvent.click(within(form).getByRole('button', { name: 'Ver citas de Liderazgo' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Ver citas de Comunicación' }));
    expect(await within(form).findByText('2 de 2 leídas')).toBeTruthy();
    expect(within(form).getAllByText('Citas leídas')).toHaveLength(2);
    await confirmar(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0]![0]).toEqual({
      decision: 'recomendado',
      comentario: 'De acuerdo con la IA.',
      evidenciaAbierta: ['Liderazgo', 'Comunicación'],
    });
  });

  it('an override asks for its written reason, and is not sent without it', async () => {
    const { form, enviar } = renderConCitas();
    fireEvent.click(within(form).getByRole('radio', { name: 'No recomendado' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'No encaja.' } });
    const motivo = await within(form).findByRole('textbox', { name: /Motivo del cambio/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    expect(
      await within(form).findByText(
        'Tu decisión o tus puntuaciones difieren de las de la IA: escribe el motivo del cambio (queda en el registro de supervisión)',
      ),
    ).toBeTruthy();
    expect(enviar).not.toHaveBeenCalled();
    fireEvent.change(motivo, { target: { value: 'Le falta experiencia en el sector.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    // An override need not open the quotes; which were opened is sent all the same.
    expect(enviar.mock.calls[0]![0]).toMatchObject({
      decision: 'no_recomendado',
      motivoCambio: 'Le falta experiencia en el sector.',
      evidenciaAbierta: [],
    });
  });
});
