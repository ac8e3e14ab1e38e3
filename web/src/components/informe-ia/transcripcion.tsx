// An interview's transcript: each question (numbered as the report's evidence names them:
// 'Pregunta 1' is turn 0), the candidate's answer and the AI's follow-up with its answer. With a
// report, the words it quotes as evidence are highlighted (<mark>) in the answers of their turn.
import { Box, Mark, Stack, Text } from '@chakra-ui/react';
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

interface TranscripcionVistaProps {
  transcripcion: readonly TurnoTranscripcion[] | null | undefined;
  /** The report's evidence: its quotes are highlighted in the answers of their turn. */
  evidencia?: readonly Evidencia[];
}

export function TranscripcionVista({ transcripcion, evidencia = [] }: TranscripcionVistaProps) {
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
          <Box as="li" key={`${t.n}-${i}`} listStyleType="none">
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
