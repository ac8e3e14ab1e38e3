// 'Ver Completo' on this screen: the shared full-report dialog over the interview it loads by id (the
// list's row is a summary; the address ?entrevista={id} may name one not on screen), with the PDF.
import type { Entrevista } from '@shared/schemas/entrevista';
import { InformeCompletoDialog } from '../../../components/informe-ia/informe-completo-dialog';
import { useEntrevistaDeInforme, useValidarInforme } from '../api/informes';

interface InformeCompletoProps {
  id: string;
  /** The candidate's name from the list, while the interview loads. */
  candidatoNombre?: string;
  empresaId: string | undefined;
  descargando: boolean;
  onDescargar: (entrevista?: Entrevista) => void;
  onClose: () => void;
  /** The review is saved: the report is validada (the list and the cards reload). */
  onValidada?: (e: Entrevista) => void;
}

export function InformeCompleto({ id, candidatoNombre, empresaId, descargando, onDescargar, onClose, onValidada }: InformeCompletoProps) {
  const { data, error, isLoading, mutate } = useEntrevistaDeInforme(id, empresaId);
  const enviar = useValidarInforme(id, empresaId);
  return (
    <InformeCompletoDialog
      entrevista={data}
      candidatoNombre={candidatoNombre}
      carga={{ error, cargando: isLoading, reintentar: () => void mutate() }}
      onEnviar={enviar}
      onValidada={onValidada}
      pdf={{ descargando, onDescargar }}
      onClose={onClose}
    />
  );
}
