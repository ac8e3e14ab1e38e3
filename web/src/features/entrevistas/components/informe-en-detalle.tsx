// The AI report's place in an interview's details: while the analysis runs (completada) a line says
// the report will appear; once analizada or validada, 'Ver informe' shows it here (tabs and how it
// was made) and 'Ver completo' opens it with the transcript and the review.
import { useId, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { informes as msg } from '@shared/messages';
import { DECISION_ETIQUETA } from '@shared/schemas/informe';
import { FileTextIcon } from '../../../components/icons';
import { InformeIAVista } from '../../../components/informe-ia/informe-ia';
import { Seccion } from '../../../components/seccion';
import type { EntrevistaFila } from '../api/entrevistas';
import { InformeCompletoDialog } from './informe-completo';

interface InformeEnDetalleProps {
  entrevista: EntrevistaFila;
  empresaId?: string;
  onValidada?: (e: EntrevistaFila) => void;
}

function estadoRevision(e: EntrevistaFila): string {
  if (e.estado === 'validada' && e.validacion) {
    return `Revisado por ${e.validacion.por.nombre}: ${DECISION_ETIQUETA[e.validacion.decision]}.`;
  }
  return 'Pendiente de revisión: ábrelo completo para registrar tu decisión.';
}

export function InformeEnDetalle({ entrevista: e, empresaId, onValidada }: InformeEnDetalleProps) {
  const [abierto, setAbierto] = useState(false);
  const [completo, setCompleto] = useState(false);
  const id = useId();

  if (e.estado === 'completada') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="analisis-en-curso">
        Análisis en curso: el informe aparecerá aquí cuando termine.
      </Text>
    );
  }
  if (e.estado !== 'analizada' && e.estado !== 'validada') return null;
  const informe = e.informeIA;
  if (!informe) {
    return (
      <Seccion titulo="Informe de la IA">
        <Text fontSize="sm" color="fg.muted">
          El informe de esta entrevista no está disponible.
        </Text>
      </Seccion>
    );
  }

  return (
    <Seccion
      titulo="Informe de la IA"
      descripcion={estadoRevision(e)}
      acciones={
        <Button size="sm" variant="outline" flexShrink="0" aria-expanded={abierto} aria-controls={id} onClick={() => setAbierto((a) => !a)}>
          <FileTextIcon />
          {abierto ? 'Ocultar informe' : msg.verInforme}
        </Button>
      }
    >
      <Stack gap="3">
        <Box id={id} hidden={!abierto}>
          {abierto && <InformeIAVista informe={informe} nivelTitulos={4} onVerCompleto={() => setCompleto(true)} />}
        </Box>
        {!abierto && (
          <Box>
            <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setCompleto(true)}>
              {e.estado === 'analizada' ? 'Revisar el informe' : 'Ver completo'}
            </Button>
          </Box>
        )}
      </Stack>
      {completo && (
        <InformeCompletoDialog entrevista={e} empresaId={empresaId} onClose={() => setCompleto(false)} onValidada={onValidada} />
      )}
    </Seccion>
  );
}
