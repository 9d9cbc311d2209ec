import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import type { UserResponse } from '@portal/shared/accounts';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { FormAlert } from '../../../components/form-alert';
import { SuccessBanner } from '../../../components/success-banner';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useDeletePicture } from '../api/delete-picture';
import { useUploadPicture } from '../api/upload-picture';
import { AvatarCropper } from './avatar-cropper';
import { ACCEPTED_PICTURE_TYPES, cropToPng, isDrawableImage, pictureProblem } from './crop-image';

/** platform spec §2 "Account page: avatar form (add, change, delete photo; crop 200x200 png)". */
export function AvatarForm({ user }: { user: UserResponse }) {
  const { t } = useTranslation('accounts');
  const upload = useUploadPicture(user.id);
  const remove = useDeletePicture(user.id);
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const resetFile = useRef<() => void>(null);

  // The chosen file is shown through an object URL; free it when it is no longer shown.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = async (file: File | null) => {
    setError(null);
    // The same file may be chosen again after a correction.
    resetFile.current?.();
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return setError(t(problem));
    // Only a picture the browser can draw opens the crop dialog; anything else says so.
    const url = URL.createObjectURL(file);
    if (!(await isDrawableImage(url))) {
      URL.revokeObjectURL(url);
      return setError(t('validation.picture_unreadable'));
    }
    setSource(url);
  };

  const failed = (failure: unknown) =>
    setError(
      failure instanceof ApiError && failure.message ? failure.message : t('errors.internal'),
    );

  const save = async (area: Area) => {
    if (!source) return;
    try {
      await upload.mutateAsync(await cropToPng(source, area));
      setSource(null);
      setSaved((n) => n + 1);
    } catch (failure) {
      setSource(null);
      failed(failure);
    }
  };

  const deletePicture = async () => {
    setError(null);
    try {
      await remove.mutateAsync(user.image.fileName ?? undefined);
      setSaved((n) => n + 1);
    } catch (failure) {
      failed(failure);
    }
  };

  // platform spec §3: `image` is always there; its fields are null without a picture.
  const hasPicture = user.image.fileURL !== null;
  return (
    <Stack gap="md" component="section" aria-labelledby="avatar-title">
      <Title order={2} id="avatar-title" fz="h3">
        {t('avatar.title')}
      </Title>
      <SuccessBanner message={t('account.saved')} trigger={saved} />
      <FormAlert message={error} />
      <Group gap="lg" wrap="nowrap" align="center">
        <UserAvatar
          imageUrl={user.image.fileURL}
          size={96}
          alt={t('avatar.alt', { name: user.fullName })}
        />
        <Stack gap="xs">
          <FileButton
            onChange={(file) => void choose(file)}
            resetRef={resetFile}
            accept={ACCEPTED_PICTURE_TYPES.join(',')}
          >
            {(props) => (
              <Button
                {...props}
                variant="filled"
                leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
              >
                {hasPicture ? t('avatar.change') : t('avatar.add')}
              </Button>
            )}
          </FileButton>
          {hasPicture && (
            <Button
              variant="outline"
              color="red.9"
              onClick={deletePicture}
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
            >
              {t('avatar.delete')}
            </Button>
          )}
          <Text fz="xs" c="dimmed">
            {t('avatar.hint')}
          </Text>
        </Stack>
      </Group>
      <AvatarCropper
        key={source ?? 'closed'}
        src={source}
        saving={upload.isPending}
        onCancel={() => setSource(null)}
        onSave={save}
      />
    </Stack>
  );
}
