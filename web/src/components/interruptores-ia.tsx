// The company's AI switches (part 1 §3.2 / part 2 §3 configuracionIA: chatgpt_enabled, claude_enabled,
// analisis_personalizado), each a row with what it does: the company form's Contexto IA tab and the
// SaaS panel's 'Nueva Empresa' wizard (D102) show the same three.
import type { Ref } from 'react';
import { Box, Stack, Switch, Text } from '@chakra-ui/react';

export const OPCIONES_IA = [
  {
    campo: 'chatgpt_enabled',
    titulo: 'Permitir servicios que prefieren ChatGPT',
    descripcion:
      'Ofrece al programar entrevistas los servicios de IA cuyo proveedor preferido es OpenAI. Con su clave los informes los escribe ese modelo; sin clave, el analizador integrado.',
  },
  {
    campo: 'claude_enabled',
    titulo: 'Permitir servicios que prefieren Claude',
    descripcion:
      'Ofrece al programar entrevistas los servicios de IA cuyo proveedor preferido es Anthropic. Con su clave los informes los escribe ese modelo; sin clave, el analizador integrado.',
  },
  {
    campo: 'analisis_personalizado',
    titulo: 'Análisis personalizado',
    descripcion: 'Adapta las evaluaciones al contexto y a los valores de la empresa.',
  },
] as const;
export type CampoIA = (typeof OPCIONES_IA)[number]['campo'];

interface FilaProps {
  titulo: string;
  descripcion: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A form library's ref and blur for the hidden input (react-hook-form's Controller). */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

export function InterruptorIA({ titulo, descripcion, checked, onCheckedChange, inputRef, onBlur }: FilaProps) {
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(e) => onCheckedChange(e.checked)}
      display="flex"
      justifyContent="space-between"
      gap="4"
      px="4"
      py="3"
      width="full"
    >
      <Switch.HiddenInput ref={inputRef} onBlur={onBlur} />
      <Box flex="1">
        <Switch.Label fontWeight="medium">{titulo}</Switch.Label>
        <Text fontSize="sm" color="fg.muted">
          {descripcion}
        </Text>
      </Box>
      <Switch.Control />
    </Switch.Root>
  );
}

/** The three switches in one bordered list, for data kept outside a form library. */
export function InterruptoresIA({
  valores,
  cambiar,
}: {
  valores: Record<CampoIA, boolean>;
  cambiar: (campo: CampoIA, v: boolean) => void;
}) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="lg" divideY="1px">
      {OPCIONES_IA.map(({ campo, titulo, descripcion }) => (
        <InterruptorIA
          key={campo}
          titulo={titulo}
          descripcion={descripcion}
          checked={valores[campo]}
          onCheckedChange={(v) => cambiar(campo, v)}
        />
      ))}
    </Stack>
  );
}
