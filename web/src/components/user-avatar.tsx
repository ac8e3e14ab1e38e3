// A user's avatar (spec part 1 §2.4): /uploads/ paths load from the backend, http(s) URLs as they
// are; while the image is missing or fails to load, the initials show instead (lib/iniciales.ts,
// not Chakra's, which takes the last word of the name).
import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { assetUrl } from '../lib/api-client';
import { iniciales } from '../lib/iniciales';

interface UserAvatarProps extends Omit<AvatarRootProps, 'children'> {
  nombre: string;
  avatarUrl?: string | null;
  /** An image to show instead of avatarUrl, e.g. the local preview of a file being uploaded. */
  previewUrl?: string | null;
  /** Bumped when the user's profile changes: the image is fetched again even if its path is the same. */
  version?: number;
}

function withVersion(url: string | undefined, version: number | undefined): string | undefined {
  if (!url || !version) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

export function UserAvatar({ nombre, avatarUrl, previewUrl, version, ...rootProps }: UserAvatarProps) {
  const src = previewUrl ?? withVersion(assetUrl(avatarUrl), version);
  return (
    <Avatar.Root colorPalette="brand" {...rootProps}>
      {/* Without initials (an empty name) Chakra draws its person icon. */}
      <Avatar.Fallback>{iniciales(nombre) || undefined}</Avatar.Fallback>
      {/* Keyed by address: a new image starts from a fresh load state. */}
      {src && <Avatar.Image key={src} src={src} alt={nombre} />}
    </Avatar.Root>
  );
}
