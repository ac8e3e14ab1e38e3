// A secret shown once with a copy button (a new user's generated password, a new API key): the
// server keeps no readable copy, so this is the only time anyone can read it. The caller says whose
// it is; the warning that it will not be shown again is the same for all.
import type { ReactNode } from 'react';
import { Alert, Clipboard, IconButton, Input, InputGroup, type InputProps, Stack, Text } from '@chakra-ui/react';

interface CopyableSecretProps {
  /** The sentence over the secret: whose it is and where it goes. */
  intro: ReactNode;
  secret: string;
  /** The field's name for a screen reader ('Contraseña generada'). */
  label: string;
  /** The copy button's name ('Copiar contraseña'). */
  copyLabel: string;
  /** The field's own look (font size, a test id). */
  inputProps?: InputProps & { 'data-testid'?: string };
  /** A line under the warning: what to do if the secret is lost. */
  warningDetail?: ReactNode;
  /** The warning, when «only here» is not true (a password the invitation mail also carried). */
  warning?: string;
}

export function CopyableSecret({ intro, secret, label, copyLabel, inputProps, warningDetail, warning }: CopyableSecretProps) {
  const aviso = <Alert.Title>{warning ?? 'No se volverá a mostrar: cópiala antes de cerrar.'}</Alert.Title>;
  return (
    <Stack gap="4">
      <Text>{intro}</Text>
      <Clipboard.Root value={secret}>
        <Clipboard.Label srOnly>{label}</Clipboard.Label>
        <InputGroup
          endElementProps={{ paddingInlineEnd: '1' }}
          endElement={
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={copyLabel}>
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          }
        >
          <Clipboard.Input asChild>
            <Input readOnly fontFamily="mono" {...inputProps} />
          </Clipboard.Input>
        </InputGroup>
      </Clipboard.Root>
      <Alert.Root status="warning" size="sm" rounded="md">
        <Alert.Indicator />
        {warningDetail ? (
          <Alert.Content>
            {aviso}
            <Alert.Description>{warningDetail}</Alert.Description>
          </Alert.Content>
        ) : (
          aviso
        )}
      </Alert.Root>
    </Stack>
  );
}
