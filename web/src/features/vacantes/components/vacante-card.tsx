// One vacancy (issue 66 item 1): its title and state, where (a place, or remote), its area, hiring
// lead, interview template (and the stages with one of their own, D205), positions and closing date;
// «Candidatos» (its board, D186) for everyone and «Editar» for whoever may change it; «Enlace de
// empleo» (D187) where one is published or may be.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, DataList, HStack } from '@chakra-ui/react';
import type { Etapa } from '@shared/schemas/etapas-vacante';
import { ETIQUETA_ESTADO_VACANTE } from '@shared/schemas/vacante';
import { BotonIcono } from '../../../components/boton-icono';
import { LinkIcon, PencilIcon, UsersIcon } from '../../../components/icons';
import { formatFecha } from '../../../lib/format';
import type { VacanteFila } from '../api/vacantes';

const COLOR_ESTADO: Record<VacanteFila['estado'], string> = { abierta: 'green', en_pausa: 'orange', cerrada: 'gray' };

/**
 * «Finalista: Caso práctico», one per stage with its own interview, in the company's order; a stage
 * deleted since is left out (nobody can be at it). Empty while the stages are not known.
 */
export function porEtapaTexto(
  v: Pick<VacanteFila, 'plantillasEtapa'>,
  etapas: readonly Pick<Etapa, 'id' | 'nombre'>[] | undefined,
  nombrePlantilla: (id: string) => string | undefined,
): string[] {
  return (etapas ?? [])
    .filter((e) => v.plantillasEtapa[e.id])
    .map((e) => `${e.nombre}: ${nombrePlantilla(v.plantillasEtapa[e.id]!) ?? v.plantillasEtapa[e.id]}`);
}

/** 'Bilbao', 'Remota', 'Bilbao · remota'. */
export function dondeTexto(v: Pick<VacanteFila, 'lugar' | 'remoto'>): string {
  if (!v.remoto) return v.lugar;
  return v.lugar ? `${v.lugar} · remota` : 'Remota';
}

interface VacanteCardProps {
  vacante: VacanteFila;
  /** The area's and the template's names (ids the card cannot name on its own). */
  areaNombre?: string;
  plantillaNombre?: string;
  /** The stages with their own interview, named (porEtapaTexto). */
  porEtapa?: readonly string[];
  puedeEditar: boolean;
  onEditar: (v: VacanteFila) => void;
  /** «Candidatos»: the vacancy's board (D186). */
  onCandidatos: (v: VacanteFila) => void;
  /** «Enlace de empleo»: the public apply link (D187). */
  onEnlace: (v: VacanteFila) => void;
  /** The Greenhouse job link (D201); only for whoever edits vacancies. */
  onGreenhouse?: (v: VacanteFila) => void;
}

export function VacanteCard({
  vacante: v,
  areaNombre,
  plantillaNombre,
  porEtapa = [],
  puedeEditar,
  onEditar,
  onCandidatos,
  onEnlace,
  onGreenhouse,
}: VacanteCardProps) {
  const filas: Array<[string, ReactNode]> = [
    ['Lugar', dondeTexto(v)],
    ['Área', areaNombre ?? 'Sin área'],
    ['Responsable', v.responsable.nombre],
    ['Plantilla', plantillaNombre ?? v.servicioId],
    ...(porEtapa.length > 0 ? [['Por etapa', porEtapa.map((t) => <Box key={t}>{t}</Box>)] satisfies [string, ReactNode]] : []),
    ['Plazas', String(v.plazas)],
    // A calendar date, not an instant: written as the day it names, in any zone.
    ['Cierre', v.fechaCierre ? (formatFecha(v.fechaCierre, 'UTC') ?? v.fechaCierre) : 'Sin fecha de cierre'],
    ['Enlace de empleo', v.enlace ? 'Publicado' : 'Sin publicar'],
  ];
  return (
    <Card.Root variant="outline" bg="bg" size="sm" role="article" aria-label={v.titulo} data-testid="vacante">
      <Card.Header pb="0">
        <HStack justify="space-between" align="start" gap="3">
          <Card.Title fontSize="md" lineClamp={2}>
            {v.titulo}
          </Card.Title>
          <Badge variant="subtle" colorPalette={COLOR_ESTADO[v.estado]} flexShrink="0">
            {ETIQUETA_ESTADO_VACANTE[v.estado]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body py="3">
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {filas.map(([etiqueta, valor]) => (
            <DataList.Item key={etiqueta}>
              <DataList.ItemLabel minW="24">{etiqueta}</DataList.ItemLabel>
              <DataList.ItemValue>{valor}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer borderTopWidth="1px" py="2" justifyContent="space-between">
        <Button
          variant="ghost"
          size="sm"
          colorPalette="brand"
          onClick={() => onCandidatos(v)}
          aria-label={`Candidatos de la vacante ${v.titulo}`}
        >
          <UsersIcon />
          Candidatos
        </Button>
        <HStack gap="1">
          {(puedeEditar || v.enlace) && (
            <BotonIcono variant="ghost" size="sm" aria-label={`Enlace de empleo de la vacante ${v.titulo}`} onClick={() => onEnlace(v)}>
              <LinkIcon />
            </BotonIcono>
          )}
          {puedeEditar && onGreenhouse && (
            // The name begins with the text shown (WCAG 2.5.3): «Greenhouse 4101» is said and heard alike.
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${v.greenhouse ? `Greenhouse ${v.greenhouse.jobId}` : 'Greenhouse'} de la vacante ${v.titulo}`}
              onClick={() => onGreenhouse(v)}
            >
              {v.greenhouse ? `Greenhouse ${v.greenhouse.jobId}` : 'Greenhouse'}
            </Button>
          )}
          {puedeEditar && (
            <BotonIcono variant="ghost" size="sm" aria-label={`Editar la vacante ${v.titulo}`} onClick={() => onEditar(v)}>
              <PencilIcon />
            </BotonIcono>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
