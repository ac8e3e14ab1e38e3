// 'Ver completo', inside its dialog (shared by the Entrevistas and Informes screens): the AI's report
// (with what each rubric anchor says), the person's review — the form while analizada, the decision
// read-only once validada, with 'Corregir revisión' and every earlier review (D80) — and the
// transcript with the quoted passages highlighted. From `lg` up the report and review fill one column
// and the transcript the other, each scrolling on its own, so a quote and the answer it comes from
// are side by side; below `lg` everything is one column that scrolls with the dialog's body. Under
// the review, the feedback to the candidate (D173) and the interview's «Registro de supervisión» (D153).
import { useState } from 'react';
import { Box, Grid, Text } from '@chakra-ui/react';
import type { Entrevista } from '@shared/schemas/entrevista';
import { autorInforme, type ValidacionBody } from '@shared/schemas/informe';
import type { ApiResponse } from '../../lib/api-client';
import { Seccion } from '../seccion';
import { ComentariosCandidato } from './comentarios-candidato';
import { evidenciaDelInforme } from './formato';
import { idRevision, ImpugnacionPanel } from './impugnacion-panel';
import { InformeIAVista } from './informe-ia';
import { RegistroSupervision } from './registro-supervision';
import { RevisionForm } from './revision-form';
import { RevisionVista } from './revision-vista';
import { ConAnclasDeTranscripcion, TranscripcionVista } from './transcripcion';

interface RevisionInformeProps<E extends Entrevista> {
  entrevista: E;
  onEnviar: (body: ValidacionBody) => Promise<ApiResponse<E>>;
  onValidada?: (e: E) => void;
}

/** The review's place: the form, the saved review (and its correction), or nothing before a report. */
export function RevisionInforme<E extends Entrevista>({ entrevista: e, onEnviar, onValidada }: RevisionInformeProps<E>) {
  const [corrigiendo, setCorrigiendo] = useState(false);
  const guardada = (r: E) => {
    setCorrigiendo(false);
    onValidada?.(r);
  };
  if (e.estado === 'validada' && e.validacion) {
    if (corrigiendo) {
      return (
        <Seccion titulo="Corregir la revisión" descripcion="La decisión nueva sustituye a la vigente; la anterior queda en el historial.">
          <RevisionForm
            entrevista={e}
            onEnviar={onEnviar as (b: ValidacionBody) => Promise<ApiResponse<Entrevista>>}
            onValidada={guardada as (r: Entrevista) => void}
            corrige={e.validacion}
            onCancelar={() => setCorrigiendo(false)}
          />
        </Seccion>
      );
    }
    return (
      <Seccion
        titulo="Revisión"
        descripcion={`La decisión de una persona; el informe ${autorInforme(e.informeIA?.procedencia.metodo)} se conserva tal como se generó.`}
      >
        <RevisionVista validacion={e.validacion} informe={e.informeIA} onCorregir={() => setCorrigiendo(true)} />
      </Seccion>
    );
  }
  if (e.estado === 'analizada') {
    return (
      <Seccion titulo="Revisión" descripcion="Lee el informe y las citas en la transcripción, y registra tu decisión.">
        <RevisionForm
          entrevista={e}
          onEnviar={onEnviar as (b: ValidacionBody) => Promise<ApiResponse<Entrevista>>}
          onValidada={onValidada as ((r: Entrevista) => void) | undefined}
        />
      </Seccion>
    );
  }
  return null;
}

/** A column that scrolls on its own from `lg` up (and takes the keyboard's focus to do it). */
const columna = {
  minW: '0',
  minH: '0',
  overflowY: { lg: 'auto' },
  pe: { lg: '2' },
  tabIndex: 0,
  focusRing: 'outside',
} as const;

export function InformeCompletoCuerpo<E extends Entrevista>(props: RevisionInformeProps<E>) {
  const e = props.entrevista;
  const informe = e.informeIA;
  if (!informe) return <Text color="fg.muted">Esta entrevista todavía no tiene informe.</Text>;
  return (
    // The report's flags link to the transcript's questions beside them (issue 64).
    <ConAnclasDeTranscripcion>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)', '2xl': 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '6', lg: '8' }}
        h={{ lg: 'full' }}
        data-testid="informe-completo"
      >
        <Box {...columna} aria-label="Informe y revisión" role="region">
          <Box display="flex" flexDirection="column" gap="6">
            {/* The candidate's view on the assessment (D150) first: what the company must answer is not missed. */}
            <ImpugnacionPanel entrevista={e} />
            <Seccion titulo={`Informe ${autorInforme(informe.procedencia.metodo)}`}>
              <InformeIAVista informe={informe} nivelTitulos={4} rubrica={e.rubrica} transcripcion={e.transcripcion} />
            </Seccion>
            <Box id={idRevision(e.id)}>
              <RevisionInforme {...props} />
            </Box>
            {/* Feedback to the candidate once the decision is recorded (D173): a draft to approve, and their opinion of the process. */}
            {e.estado === 'validada' && <ComentariosCandidato entrevista={e} />}
            {/* The oversight record of this interview (D153), below the decision it records. */}
            <RegistroSupervision entrevistaId={e.id} empresaId={e.empresaId} />
          </Box>
        </Box>
        <Box
          {...columna}
          aria-label="Transcripción de la entrevista"
          role="region"
          borderTopWidth={{ base: '1px', lg: '0' }}
          borderStartWidth={{ lg: '1px' }}
          pt={{ base: '6', lg: '0' }}
          ps={{ lg: '8' }}
        >
          <Seccion titulo="Transcripción" descripcion="Las citas que el informe usa como evidencia aparecen resaltadas.">
            <TranscripcionVista transcripcion={e.transcripcion} evidencia={evidenciaDelInforme(informe)} />
          </Seccion>
        </Box>
      </Grid>
    </ConAnclasDeTranscripcion>
  );
}
