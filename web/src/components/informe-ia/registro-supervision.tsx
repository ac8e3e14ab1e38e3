// «Registro de supervisión» on the report (D153; EU AI Act Art. 12): every step of this interview in
// which the AI took part and every person's decision over it, oldest first, as the record keeps them
// (ids, versions and hashes; never the candidate's data). Read-only: the record is never edited.
import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { DECISION_ETIQUETA, RECOMENDACION_IA_ETIQUETA, autorInforme } from '@shared/schemas/informe';
import { type EntradaSupervision, TIPO_ENTRADA_ETIQUETA } from '@shared/schemas/supervision';
import { formatFechaHora } from '../../lib/format';
import { useRuta } from '../../lib/use-ruta';
import { MOTIVO_INTEGRADO_ETIQUETA, PROVEEDOR_ETIQUETA } from './formato';
import { Seccion } from '../seccion';

const corto = (hash: string | null) => (hash ? `${hash.slice(0, 12)}…` : '—');

function quien(e: EntradaSupervision): string {
  if (e.actor.tipo === 'candidato') return 'El candidato (enlace de la entrevista)';
  if (e.actor.tipo === 'sistema') return 'Talentia (proceso automático)';
  return e.actor.nombre ?? e.actor.id ?? 'Usuario';
}

/**
 * The lines that say what the entry recorded. `metodo` is how the report a review is over was made
 * (the latest report entry before it): the recommendation is «del analizador» when the analyzer
 * wrote it, never «de la IA» (issue 54 item 6); unknown, it is «del informe».
 */
export function detalleEntrada(e: EntradaSupervision, metodo?: 'proveedor' | 'integrado'): string[] {
  const out: string[] = [];
  if (e.pregunta)
    out.push(`Pregunta ${e.pregunta.n + 1}: ${e.pregunta.resultado === 'formulada' ? 'seguimiento formulado' : 'seguimiento descartado'}`);
  if (e.ia) {
    const proveedor = e.ia.proveedor ? (PROVEEDOR_ETIQUETA[e.ia.proveedor as keyof typeof PROVEEDOR_ETIQUETA] ?? e.ia.proveedor) : null;
    out.push(
      e.ia.metodo === 'proveedor'
        ? `Modelo: ${proveedor ?? '—'} ${e.ia.modelo}${e.ia.promptVersion ? ` · instrucciones ${e.ia.promptVersion}` : ''}`
        : `Analizador integrado ${e.ia.analizadorVersion ?? ''}${e.ia.motivoIntegrado ? ` · motivo: ${MOTIVO_INTEGRADO_ETIQUETA[e.ia.motivoIntegrado]}` : ''}`.trim(),
    );
    if (e.ia.plantillaVersion !== null || e.ia.rubricaVersion !== null)
      out.push(`Plantilla v${e.ia.plantillaVersion ?? '—'} · rúbrica v${e.ia.rubricaVersion ?? '—'}`);
    out.push(`Entrada SHA-256 ${corto(e.ia.entradaSha256)}${e.ia.salidaSha256 ? ` · salida SHA-256 ${corto(e.ia.salidaSha256)}` : ''}`);
  }
  if (e.revision) {
    const r = e.revision;
    const autor = metodo ? autorInforme(metodo) : 'del informe';
    const corto = metodo === 'integrado' ? 'analizador' : metodo === 'proveedor' ? 'IA' : 'informe';
    out.push(
      `Decisión: ${DECISION_ETIQUETA[r.decision]} · recomendación ${autor}: ${RECOMENDACION_IA_ETIQUETA[r.recomendacionIA]} (${r.coincideConIA ? 'coincide' : 'no coincide'})`,
    );
    if (r.corrige !== null) out.push(`Corrige la revisión ${r.corrige}`);
    for (const p of r.puntuacionesCambiadas) out.push(`${p.habilidad}: ${corto} ${p.puntuacionIA ?? '—'} → ${p.puntuacion}`);
    if (r.motivo) out.push(`Motivo del cambio: ${r.motivo}`);
    out.push(
      `Citas abiertas: ${r.evidenciaAbierta.length} de ${r.competenciasConEvidencia}${r.evidenciaAbierta.length ? ` (${r.evidenciaAbierta.join(', ')})` : ''}`,
    );
  }
  return out;
}

export function EntradaRegistro({ e, metodo }: { e: EntradaSupervision; metodo?: 'proveedor' | 'integrado' }) {
  return (
    <Box as="li" listStyleType="none" borderStartWidth="3px" borderColor="brand.solid" ps="3" py="1" data-testid="entrada-supervision">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{TIPO_ENTRADA_ETIQUETA[e.tipo]}</Text>
        {e.iaPausada && (
          <Badge colorPalette="orange" variant="subtle">
            IA en pausa
          </Badge>
        )}
        <Text fontSize="sm" color="fg.muted">
          {formatFechaHora(e.fecha)}
        </Text>
      </HStack>
      <Text fontSize="sm">{quien(e)}</Text>
      {detalleEntrada(e, metodo).map((l) => (
        <Text key={l} fontSize="sm" color="fg.muted" wordBreak="break-word">
          {l}
        </Text>
      ))}
      <Code fontSize="xs" variant="plain" color="fg.muted" px="0">
        {e.id}
      </Code>
    </Box>
  );
}

/** How the latest report before entry `i` was made (entries are oldest first). */
function metodoVigente(entradas: EntradaSupervision[], i: number): 'proveedor' | 'integrado' | undefined {
  for (let j = i; j >= 0; j--) if (entradas[j]!.tipo === 'informe' && entradas[j]!.ia) return entradas[j]!.ia!.metodo;
  return undefined;
}

export function RegistroSupervision({ entrevistaId, empresaId }: { entrevistaId: string; empresaId?: string }) {
  const { data, error, mutate } = useRuta('GET /api/entrevistas/{id}/supervision', { params: { id: entrevistaId }, query: { empresaId } });
  return (
    <Seccion
      titulo="Registro de supervisión"
      descripcion="Cada paso en que intervino la IA y cada decisión de una persona sobre ella, tal como quedaron registrados (no se pueden editar)."
    >
      {error ? (
        <HStack gap="2">
          <Text color="fg.error" fontSize="sm">
            No se pudo cargar el registro.
          </Text>
          <Button size="xs" variant="outline" onClick={() => void mutate()}>
            Reintentar
          </Button>
        </HStack>
      ) : !data ? (
        <Text fontSize="sm" color="fg.muted">
          Cargando el registro…
        </Text>
      ) : data.entradas.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Todavía no hay entradas.
        </Text>
      ) : (
        <Stack as="ol" gap="3" aria-label="Entradas del registro de supervisión">
          {data.entradas.map((e, i) => (
            <EntradaRegistro key={e.id} e={e} metodo={metodoVigente(data.entradas, i)} />
          ))}
        </Stack>
      )}
    </Seccion>
  );
}
