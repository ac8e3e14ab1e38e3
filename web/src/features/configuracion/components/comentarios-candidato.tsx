// «Enviar comentarios al candidato» in the company's Configuración (D173), beside the AI's pause: on
// by default, when a person records the decision on an interview they are shown a draft of feedback
// for the candidate — a strength and a thing to improve, each with the candidate's own words — which
// reaches the candidate in the outcome's mail, only once that person approves it (D180). A company
// admin turns it off here: the mail then carries the outcome alone.
import { comentarios as msg } from '@shared/messages';
import { llamar } from '../../../lib/api-rutas';
import { useDerechoAcceso } from '../../../lib/ley-empresa';
import { useRuta } from '../../../lib/use-ruta';
import { InterruptorEmpresa, useCambioDeInterruptor } from './interruptor-empresa';

export function ComentariosCandidatoAjuste({ empresaId }: { empresaId: string }) {
  const { data, mutate } = useRuta('GET /api/configuracion/empresa/{empresaId}/comentarios-candidato', { params: { empresaId } });
  const { guardando, cambiar: enviar } = useCambioDeInterruptor(
    (d: NonNullable<typeof data>) => mutate(d, { revalidate: false }),
    'No se pudo cambiar el envío de comentarios',
  );
  const cambiar = (activos: boolean) =>
    enviar(
      () => llamar('PUT /api/configuracion/empresa/{empresaId}/comentarios-candidato', { params: { empresaId }, body: { activos } }),
      activos ? msg.activados : msg.desactivados,
    );
  const activos = data?.activos ?? true;
  // The right in the words of the company's country's law (issue 67 item 7), not the GDPR for everyone.
  const derechoAcceso = useDerechoAcceso(empresaId);
  return (
    <InterruptorEmpresa
      etiqueta="Enviar comentarios al candidato"
      descripcion={`Al registrar la decisión de una entrevista, la persona que revisa recibe un borrador de comentarios para el candidato: de uno a tres puntos fuertes y aspectos a mejorar, cada uno con una cita literal de su respuesta tomada del informe revisado (o la pregunta, si la respuesta tiene una señal de integridad). Le llegan en el mismo email que el resultado, nunca antes ni sin él, solo cuando esa persona lo aprueba, y no dan puntuaciones ni posiciones; desactivado, el email lleva solo el resultado. Aparte de ellos, por su ${derechoAcceso}, cada candidato ve en «Mis datos» sus respuestas, el informe con sus puntuaciones, la decisión y el comentario de quien revisó, con su nombre; nunca su posición frente a otros candidatos.`}
      activo={activos}
      deshabilitado={!data || guardando}
      onCambiar={(x) => void cambiar(x)}
      estado={activos ? 'Activado' : 'Desactivado'}
      autoria={data}
    />
  );
}
