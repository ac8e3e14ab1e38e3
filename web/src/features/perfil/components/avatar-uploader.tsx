// The profile's avatar: pick an image, see it at once, watch it upload (spec part 2 "Perfil",
// part 1 §5 avatar rules). The upload starts as soon as a valid image is picked.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { perfil as msg } from '@shared/messages';
import { AVATAR } from '@shared/schemas/usuario';
import { CameraIcon } from '../../../components/icons';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { subirAvatar } from '../api/perfil';

interface AvatarUploaderProps {
  nombre: string;
  avatarUrl?: string | null;
  onUploaded: (avatarUrl: string) => void;
}

export function AvatarUploader({ nombre, avatarUrl, onUploaded }: AvatarUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The object URL of the previous preview is released when it is replaced or the screen closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire change again.
    event.target.value = '';
    setError(null);
    if (!file) return setError(msg.sinArchivo);
    if (!file.type.startsWith('image/')) return setError(msg.archivoNoImagen);
    if (file.size > AVATAR.maxBytes) return setError(msg.imagenDemasiadoGrande);

    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const url = await subirAvatar(file, setProgress);
      if (!url) throw new Error('Respuesta sin avatarUrl');
      onUploaded(url);
    } catch (err) {
      // A refused file (400: the server read its content) says why; anything else is a retry.
      setError(err instanceof ApiError && err.kind === 'http' && err.status === 400 ? err.message : msg.errorSubiendoImagen);
      setPreview(null);
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;

  return (
    <Stack gap="3" align="center" width={{ base: 'full', md: '44' }} flexShrink="0">
      <Box position="relative">
        <UserAvatar nombre={nombre} avatarUrl={avatarUrl} previewUrl={preview} size="2xl" boxSize="28" fontSize="3xl" shadow="md" />
      </Box>
      <input ref={inputRef} type="file" accept="image/*" hidden aria-label="Foto de perfil" onChange={onChange} />
      <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
        <CameraIcon />
        Cambiar foto
      </Button>
      {uploading && (
        <Progress.Root value={progress} size="sm" colorPalette="brand" width="full" striped animated>
          <Progress.Label fontSize="xs" color="fg.muted" mb="1">
            Subiendo imagen… <Progress.ValueText />
          </Progress.Label>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" textAlign="center">
          {error}
        </Text>
      )}
      {!uploading && !error && (
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Imagen de hasta 4 MB
        </Text>
      )}
    </Stack>
  );
}
