// The companies: name, email, phone, status, plan, creation date and the edit action (part 1 §2.7).
import { Badge, Box, IconButton, Table, Text } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_EMPRESA, ETIQUETA_PLAN, etiquetaEmpresa } from '@shared/empresa-etiquetas';
import { PencilIcon } from '../../../components/icons';
import { formatFecha } from '../../../lib/format';
import type { EmpresaFila } from '../api/empresas';
import { COLOR_ESTADO_EMPRESA } from '../etiquetas';

interface EmpresasTableProps {
  empresas: EmpresaFila[];
  onEditar: (empresa: EmpresaFila) => void;
}

export function EmpresasTable({ empresas, onEditar }: EmpresasTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Empresa</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Teléfono</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Plan</Table.ColumnHeader>
            <Table.ColumnHeader>Fecha Creación</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {empresas.map((empresa) => {
            const nombre = etiquetaEmpresa(empresa);
            const estado = empresa.estado ?? 'activa';
            const legal = empresa.nombreLegal && empresa.nombreLegal !== nombre ? empresa.nombreLegal : undefined;
            return (
              <Table.Row key={empresa.id}>
                <Table.Cell>
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {nombre}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {[legal, empresa.cif].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                </Table.Cell>
                <Table.Cell color="fg.muted">{empresa.email}</Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {empresa.telefono || 'Sin teléfono'}
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle" colorPalette={COLOR_ESTADO_EMPRESA[estado]}>
                    {ETIQUETA_ESTADO_EMPRESA[estado]}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="outline" colorPalette={empresa.plan === 'enterprise' ? 'brand' : 'gray'}>
                    {ETIQUETA_PLAN[empresa.plan ?? 'starter']}
                  </Badge>
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {formatFecha(empresa.fechaCreacion) ?? '—'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton variant="ghost" size="sm" aria-label={`Editar ${nombre}`} onClick={() => onEditar(empresa)}>
                    <PencilIcon />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
