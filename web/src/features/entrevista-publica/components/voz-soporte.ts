// Whether this browser can record a voice answer, and in which type: apart from the recorder, so the
// question screen can decide without loading it (D85).
import { TIPOS_AUDIO, type TipoAudio } from '@shared/publico-limites';

/** The first type this browser records among those the server accepts (with Opus where it says so). */
export function tipoGrabacion(): { mimeType: string; tipo: TipoAudio } | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return null;
  for (const tipo of TIPOS_AUDIO) {
    for (const mimeType of tipo === 'audio/mp4' ? [tipo] : [`${tipo};codecs=opus`, tipo]) {
      if (MediaRecorder.isTypeSupported(mimeType)) return { mimeType, tipo };
    }
  }
  return null;
}

/** Whether this browser can record at all (no button otherwise: the box is the way to answer). */
export function puedeGrabar(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && tipoGrabacion() !== null;
}
