import { Avatar, type AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  imageUrl: string | null | undefined;
  /** Empty when a name is shown next to the picture: the picture then adds nothing to read. */
  alt?: string;
}

/** The user's picture, or the default picture when there is none (platform spec §2). */
export function UserAvatar({ imageUrl, alt = '', ...props }: UserAvatarProps) {
  if (imageUrl) return <Avatar src={imageUrl} alt={alt} radius={1000} {...props} />;
  return (
    <Avatar
      radius={1000}
      color="brand"
      variant="light"
      aria-hidden={alt ? undefined : true}
      // The default picture is decorative, so nothing accessible names it: the e2e tests find it
      // by this id.
      data-testid="default-avatar"
      {...props}
    >
      <DefaultAvatar />
    </Avatar>
  );
}

/** A neutral silhouette, drawn inline so nothing has to load. */
export function DefaultAvatar() {
  return (
    <svg viewBox="0 0 40 40" width="70%" height="70%" aria-hidden="true" focusable="false">
      <circle cx="20" cy="14" r="8" fill="currentColor" />
      <path d="M4 38c0-9 7-15 16-15s16 6 16 15z" fill="currentColor" />
    </svg>
  );
}
