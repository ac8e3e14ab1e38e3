// «Señales de integridad» in the company's Configuración (D158), beside the AI's pause: whether the
// candidate's page notes, per answer, the text pasted and how much, the times the candidate left the
// page and the time on screen. On by default; a company admin turns them off here. Off, the page
// notes nothing, the candidates' notice says so and the API ignores any it receives.
import { senales as msg } from '@shared/messages';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';
import { InterruptorEmpresa, useCambioDeInterruptor } from './interruptor-empresa';

export function SenalesIntegridad({ empresaId }: { empresaId: string }) {
  const { data, mutate } = useRuta('GET /api/configuracion/empresa/{empresaId}/senales-integridad', { params: { empresaId } });
  const { guardando, cambiar: enviar } = useCambioDeInterruptor(
    (d: NonNullable<typeof data>) => mutate(d, { revalidate: false }),
    'No se pudieron cambiar las señales de integridad',
  );
  const cambiar = (activas: boolean) =>
    enviar(
      () => llamar('PUT /api/configuracion/empresa/{empresaId}/senales-integridad', { params: { empresaId }, body: { activas } }),
      activas ? msg.activadas : msg.desactivadas,
    );
  const activas = data?.activas ?? true;
  return (
    <InterruptorEmpresa
      etiqueta="Señales de integridad"
      descripcion="La página del candidato anota de cada respuesta solo si pegó texto y cuántos caracteres, cuántas veces salió de la página y el tiempo en pantalla. Nada más: ni cámara, ni voz, ni forma de teclear. Son hechos para la persona que revisa; nunca cambian una puntuación ni una decisión por sí solos. El aviso a los candidatos lo dice, y también si las desactivas."
      activo={activas}
      deshabilitado={!data || guardando}
      onCambiar={(x) => void cambiar(x)}
      estado={activas ? 'Activadas' : 'Desactivadas'}
      autoria={data}
    />
  );
}
