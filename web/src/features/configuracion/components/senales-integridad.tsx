// «Señales de integridad» in the company's Configuración (D158), beside the AI's pause: whether the
// candidate's page notes, per answer, the text pasted and how much, the times the candidate left the
// page and the time on screen. On by default; a company admin turns them off here. Off, the page
// notes nothing, the candidates' notice says so and the API ignores any it receives.
import { useState } from 'react';
import { senales as msg } from '@shared/messages';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { mensajeDeError } from '../../../lib/form-errors';
import { useRuta } from '../../../lib/use-ruta';
import { InterruptorEmpresa } from './interruptor-empresa';

export function SenalesIntegridad({ empresaId }: { empresaId: string }) {
  const { data, mutate } = useRuta('GET /api/configuracion/empresa/{empresaId}/senales-integridad', { params: { empresaId } });
  const [guardando, setGuardando] = useState(false);
  const cambiar = async (activas: boolean) => {
    setGuardando(true);
    try {
      const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/senales-integridad', { params: { empresaId }, body: { activas } });
      await mutate(r.data, { revalidate: false });
      toaster.create({ type: 'success', title: r.message || (activas ? msg.activadas : msg.desactivadas) });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudieron cambiar las señales de integridad') });
    } finally {
      setGuardando(false);
    }
  };
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
