// How an AI report was made, in a line or two under it: who wrote it (a provider's model, or the
// built-in analyzer without a language model, and why), the template and rubric versions, when,
// how long it took, tokens, quotes dropped and the prompt's fingerprint; and the reminder that the
// report is an aid and a person decides. 'Generado con IA' only when a language model wrote it: the
// built-in analyzer's reports say they were made by fixed rules (D77).
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Procedencia } from '@shared/schemas/informe';
import { formatFechaHora } from '../../lib/format';
import { InfoIcon } from '../icons';
import { MOTIVO_INTEGRADO_ETIQUETA, PROVEEDOR_ETIQUETA, formatDuracion } from './formato';

const ORIGEN_CLAVE: Record<NonNullable<Procedencia['origenClave']>, string> = {
  empresa: 'con la clave de la empresa',
  plataforma: 'con la clave de la plataforma',
  aws: 'en la cuenta de AWS de la instalación, sin clave de terceros',
};

/** The reminder above the stamp: made with AI (a language model) or by fixed rules, and to review it. */
export function avisoInforme(p: Pick<Procedencia, 'metodo'>): string {
  return p.metodo === 'proveedor'
    ? 'Informe generado con IA: revísalo antes de decidir.'
    : 'Informe generado por reglas fijas, sin IA: revísalo antes de decidir.';
}

/** The PDF footer's words on how the report was made. */
export function pieInforme(p: Pick<Procedencia, 'metodo'>): string {
  return p.metodo === 'proveedor' ? 'Generado con IA' : 'Generado por reglas fijas, sin IA';
}

/** 'Generado por OpenAI (gpt-4o-mini)…' or 'Generado por el analizador integrado (…), sin modelo de lenguaje…'. */
export function autoriaInforme(p: Procedencia): string {
  if (p.metodo === 'proveedor') {
    const clave = p.origenClave ? ` ${ORIGEN_CLAVE[p.origenClave]}` : '';
    // Bedrock names its model and region (D176): «Amazon Bedrock · <model id> · <región>».
    if (p.proveedor === 'bedrock') return `Generado por Amazon Bedrock · ${p.modelo} · ${p.region ?? 'región desconocida'}${clave}`;
    const proveedor = p.proveedor ? PROVEEDOR_ETIQUETA[p.proveedor] : 'un modelo de lenguaje';
    return `Generado por ${proveedor} (${p.modelo})${clave}`;
  }
  const version = p.analizadorVersion ? ` (${p.analizadorVersion})` : '';
  const motivo = p.motivoIntegrado ? `. Motivo: ${MOTIVO_INTEGRADO_ETIQUETA[p.motivoIntegrado]}` : '';
  const detalle = p.detalleMotivo ? ` (${p.detalleMotivo})` : '';
  return `Generado por el analizador integrado${version}, sin modelo de lenguaje${motivo}${detalle}`;
}

/** The versions, date, duration, tokens, dropped quotes and fingerprint, in one line. */
export function detallesProcedencia(p: Procedencia): string[] {
  const partes = [`Plantilla ${p.plantilla.nombre}${p.plantilla.version !== null ? ` v${p.plantilla.version}` : ''}`];
  if (p.rubricaVersion !== null) partes.push(`Rúbrica v${p.rubricaVersion}`);
  const fecha = formatFechaHora(p.generadoEn);
  if (fecha) partes.push(fecha);
  partes.push(`Duración ${formatDuracion(p.duracionMs)}`);
  if (p.tokens) {
    const total = p.tokens.entrada + p.tokens.salida;
    partes.push(`${total.toLocaleString('es-ES')} tokens (${p.tokens.entrada} de entrada, ${p.tokens.salida} de salida)`);
  }
  if (p.intentos > 1) partes.push(`${p.intentos} intentos`);
  if (p.citasDescartadas > 0)
    partes.push(
      `${p.citasDescartadas} ${p.citasDescartadas === 1 ? 'cita descartada' : 'citas descartadas'} (no estaban en la transcripción)`,
    );
  partes.push(`${p.metodo === 'proveedor' ? 'Huella del prompt' : 'Huella de la entrada'} ${p.promptHash.slice(0, 12)}`);
  return partes;
}

export function ProcedenciaInforme({ procedencia }: { procedencia: Procedencia }) {
  return (
    <Stack gap="1" fontSize="xs" color="fg.muted" data-testid="procedencia-informe">
      <HStack gap="1.5" align="start" color="fg" fontSize="sm">
        <InfoIcon boxSize="4" mt="0.5" flexShrink="0" aria-hidden />
        <Text fontWeight="medium">{avisoInforme(procedencia)}</Text>
      </HStack>
      <Text>{autoriaInforme(procedencia)}.</Text>
      <Text>{detallesProcedencia(procedencia).join(' · ')}</Text>
    </Stack>
  );
}
