import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '../../../lib/i18n';

interface AvatarCropperProps {
  /** An object URL of the chosen file; null keeps the dialog closed. */
  src: string | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (area: Area) => void;
}

/** platform spec §2: crop the chosen photo to a square before it is uploaded. */
export function AvatarCropper({ src, saving, onCancel, onSave }: AvatarCropperProps) {
  const { t } = useTranslation('accounts');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Modal
      opened={src !== null}
      onClose={onCancel}
      title={t('avatar.crop_title')}
      size="md"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('avatar.crop_hint')}</Text>
        <Box pos="relative" h={300} bg="dark.7" style={{ borderRadius: 12, overflow: 'hidden' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              cropperProps={{ role: 'group', 'aria-label': t('avatar.crop_area') }}
              mediaProps={{ alt: '' }}
            />
          )}
        </Box>
        <div>
          <Text id="avatar-zoom-label" fz="sm" fw={500} mb={4}>
            {t('avatar.zoom')}
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={3}
            step={0.05}
            label={null}
            thumbProps={{ 'aria-labelledby': 'avatar-zoom-label' }}
          />
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={() => area && onSave(area)} disabled={!area} loading={saving}>
            {t('avatar.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
