// An interview's transcript: each question (numbered as the report's evidence names them:
// 'Pregunta 1' is turn 0), the candidate's answer and the AI's follow-up with its answer. With a
// report, the words it quotes as evidence are highlighted (<mark>) in the answers of their turn.
// On a screen that shows the report's flags beside it (ConAnclasDeTranscripcion), each question has an
// id, and «Ver pregunta N» (EnlacePregunta: an answer that seems to answer another question, issue 64)
// takes the reviewer there: scrolled to and focused, so the keyboard and a screen reader land on it too.
import { createContext, type MouseEvent, type ReactNode, useContext, useId } from 'react';
import { Box, Link, Mark, Stack, Text } from '@chakra-ui/react';
import type { TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { Evidencia } from '@shared/schemas/informe';
import { autorRepregunta } from '@shared/senales-texto';
import { resaltarCitas } from './resaltar-citas';

/** An answer with the quotes found in it highlighted. */
export function RespuestaResaltada({ texto, citas }: { texto: string | undefined; citas: readonly string[] }) {
  if (!texto) return <Text whiteSpace="pre-wrap">—</Text>;
  return (
    <Text whiteSpace="pre-wrap">
      {resaltarCitas(texto, citas).map((s, i) =>
        s.resaltado ? (
          <Mark key={i} variant="subtle" colorPalette="yellow" whiteSpace="pre-wrap" rounded="sm">
            {s.texto}
          </Mark>
        ) : (
          s.texto
        ),
      )}
    </Text>
  );
}

/** The screen's prefix for its transcript's ids; null where no transcript is on screen (no link then). */
const AnclasContexto = createContext<string | null>(null);

/**
 * Wraps a screen that shows a report's flags and its transcript together. The prefix is the screen's own
 * (useId): the interview's details and «Ver completo» opened over them hold the same transcript at once,
 * and a link must reach the one on its own screen.
 */
export function ConAnclasDeTranscripcion({ children }: { children: ReactNode }) {
  const prefijo = useId();
  return <AnclasContexto.Provider value={prefijo}>{children}</AnclasContexto.Provider>;
}

/** The id of question n (0-based) of the transcript on this screen. */
export const idPreguntaTranscripcion = (prefijo: string, n: number) => `${prefijo}-pregunta-${n + 1}`;

/** Whether this screen shows the transcript, so «Ver pregunta N» has somewhere to go. */
export const useHayTranscripcion = () => useContext(AnclasContexto) !== null;

/**
 * «Ver pregunta 7»: to question n of the transcript on this screen. A link (its href names the place);
 * the click scrolls the question to the top of its column and gives it the focus, so whoever follows it
 * with the keyboard goes on reading from there. Nothing without a transcript on the screen.
 */
export function EnlacePregunta({ n }: { n: number }) {
  const prefijo = useContext(AnclasContexto);
  if (prefijo === null) return null;
  const id = idPreguntaTranscripcion(prefijo, n);
  const ir = (ev: MouseEvent<HTMLAnchorElement>) => {
    const destino = document.getElementById(id);
    if (!destino) return;
    ev.preventDefault();
    destino.scrollIntoView?.({ block: 'start' });
    destino.focus({ preventScroll: true });
  };
  return (
    <Link href={`#${id}`} onClick={ir} color="brand.fg" fontWeight="medium" textDecoration="underline" data-testid="ver-pregunta">
      Ver pregunta {n + 1}
    </Link>
  );
}

interface TranscripcionVistaProps {
  transcripcion: readonly TurnoTranscripcion[] | null | undefined;
  /** The report's evidence: its quotes are highlighted in the answers of their turn. */
  evidencia?: readonly Evidencia[];
}

export function TranscripcionVista({ transcripcion, evidencia = [] }: TranscripcionVistaProps) {
  const prefijo = useContext(AnclasContexto);
  const turnos = transcripcion ?? [];
  if (!turnos.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Sin transcripción todavía
      </Text>
    );
  }
  const citasDe = (n: number) => evidencia.filter((e) => e.pregunta === n).map((e) => e.cita);
  return (
    <Stack as="ol" gap="3" aria-label="Transcripción" fontSize="sm">
      {turnos.map((t, i) => {
        const citas = citasDe(t.n);
        return (
          <Box
            as="li"
            key={`${t.n}-${i}`}
            listStyleType="none"
            // The place «Ver pregunta N» goes to: focusable by the link only, its ring marks where one landed
            // (drawn a little outside the text: the padding and the negative margin cancel out; 4 px, so the
            // ring's 2 px offset and 2 px width stay inside the column's 8 px padding, which clips what passes it).
            {...(prefijo !== null
              ? {
                  id: idPreguntaTranscripcion(prefijo, t.n),
                  tabIndex: -1,
                  focusRing: 'outside',
                  rounded: 'sm',
                  px: '1',
                  mx: '-1',
                  py: '1',
                  my: '-1',
                }
              : {})}
          >
            <Text fontSize="xs" color="fg.muted">
              Pregunta {t.n + 1}
              {t.fase ? ` · ${t.fase}` : ''}
            </Text>
            {t.pregunta && <Text fontWeight="medium">{t.pregunta}</Text>}
            <RespuestaResaltada texto={t.respuesta} citas={citas} />
            {t.origen === 'voz' && (
              <Text fontSize="xs" color="fg.muted">
                Respondida por voz (transcrita)
              </Text>
            )}
            {t.origen === 'simulada' && (
              <Text fontSize="xs" color="fg.muted">
                Respuesta de demostración (entrevista simulada)
              </Text>
            )}
            {t.repregunta?.pregunta && (
              <Box mt="2" ps="3" borderStartWidth="2px" borderColor="border.emphasized">
                <Text fontSize="xs" color="fg.muted">
                  {autorRepregunta(t.repregunta)}
                </Text>
                <Text fontWeight="medium">{t.repregunta.pregunta}</Text>
                <RespuestaResaltada texto={t.repregunta.respuesta} citas={citas} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
