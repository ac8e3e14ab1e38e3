// «Mis datos» shows the feedback a person approved and the candidate's own opinion of the process
// (D173): each point with the candidate's quoted words, when it was approved, markup as text; a
// rejected candidate's feedback block holds no figure, score or ranking.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { datosMisDatos } from '../../test/mis-datos-fixtures';
import { EntrevistaMisDatos } from './mis-datos-entrevista';
import { fecha } from './mis-datos-formato';

const base = datosMisDatos.empresas[0]!.entrevistas[0]!;
const APROBADOS = '2026-11-26T11:00:00.000Z';

/** Acme's validated interview with what a test gives it. */
const ver = (cambios: Partial<typeof base>) =>
  render(<EntrevistaMisDatos empresaId="acme" x={{ ...base, estado: 'validada', ...cambios }} />);

describe('«Mis datos»: feedback and opinion', () => {
  it('shows each strength and improvement with the quote, when approved, and the candidate’s own opinion as text', () => {
    ver({
      comentarios: {
        fortalezas: [{ texto: 'Explicas con orden <b>cómo</b> trabajas.', cita: 'Propuse una reunión cada tarde', pregunta: 1 }],
        mejoras: [{ texto: 'Cuenta qué resultado tuvo.', cita: 'Intenté mejorar los plazos de entrega', pregunta: 2 }],
        fecha: APROBADOS,
      },
      opinion: { puntuacion: 9, comentario: '<i>Muy claro</i>', fecha: '2026-11-26T10:00:00.000Z' },
    });
    const bloque = screen.getByTestId('comentarios-titular');
    expect(bloque.textContent).toContain(`Una persona del equipo los revisó y aprobó el ${fecha(APROBADOS)}`);
    expect(screen.getByText('Explicas con orden <b>cómo</b> trabajas.')).toBeTruthy();
    expect(screen.getByText('«Intenté mejorar los plazos de entrega»')).toBeTruthy();
    expect(screen.getByText(/9 de 10 · «<i>Muy claro<\/i>»/)).toBeTruthy();
    expect(bloque.querySelector('b')).toBeNull();
  });

  it('for a rejection, the feedback block says nothing of a score, a figure or a ranking', () => {
    ver({
      informe: null,
      revision: null,
      comentarios: {
        fortalezas: [
          { texto: 'Comunicación: explicas el cambio con ejemplos.', cita: 'Preparé un ejemplo con su propio horario', pregunta: 3 },
        ],
        mejoras: [{ texto: 'Resultados: cuenta qué cambió gracias a ti.', cita: 'Intento cumplir lo que me dicen', pregunta: 5 }],
        fecha: APROBADOS,
      },
      opinion: null,
    });
    const puntos = [...screen.getByTestId('comentarios-titular').querySelectorAll('div')].map((d) => d.textContent).join(' ');
    expect(puntos.length).toBeGreaterThan(40);
    expect(puntos).not.toMatch(/\d|puntuaci|ranking|clasificaci/i);
  });
});
