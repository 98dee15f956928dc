import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { SeriesKey } from '@shared/areas/analytics/domain';
import { exportFileName } from '@shared/areas/analytics/domain';
import { exportStampLine } from '@shared/export-stamp';
import { getExportStamp, saveFile } from '../../components/save-file';
import type { ChartKind } from './view-store';
import type { ActivityView } from './activity-view';
import { renderImage, type ImageFormat } from './export-image';
import { ExportFrame } from './ExportFrame';
import { mark } from './marks';

export const IMAGE_LIMITS = { min: 480, max: 4000 } as const;
const sizes = [
  { value: '1200x675', label: 'Slide or report, 1200 × 675' },
  { value: '1600x900', label: 'Large, 1600 × 900' },
  { value: '1920x1080', label: 'Full HD, 1920 × 1080' },
  { value: '1080x1080', label: 'Square, 1080 × 1080' },
  { value: '800x450', label: 'Small, 800 × 450' },
  { value: 'custom', label: 'Custom size' },
];

const inLimits = (value: number) =>
  Number.isInteger(value) && value >= IMAGE_LIMITS.min && value <= IMAGE_LIMITS.max;

/**
 * Picks a size, shows the exact image (scaled down) and saves it as PNG or SVG. The image is drawn from
 * the loaded data, with title, range, channels and zone; the buttons wait until the frame is on screen.
 */
export function ExportImageModal(props: {
  opened: boolean;
  onClose: () => void;
  view: ActivityView;
  kind: ChartKind;
  visible: readonly SeriesKey[];
  channels: string;
  fetchedAt: string;
}) {
  const [preset, setPreset] = useState('1200x675');
  const [custom, setCustom] = useState({ width: 1200, height: 675 });
  const [busy, setBusy] = useState<ImageFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const stamp = getExportStamp();
  const { ref: previewRef, width: previewWidth } = useElementSize();

  const [w, h] = preset === 'custom' ? [custom.width, custom.height] : preset.split('x').map(Number);
  const width = w ?? 1200;
  const height = h ?? 675;
  const valid = inLimits(width) && inLimits(height);
  const scale = previewWidth > 0 ? Math.min(1, previewWidth / width) : 0;

  // The chart inside the frame is drawn in the frame's first layout pass; wait two frames for its paint.
  // Readiness is recorded for one drawing (size, kind, series, data), so any change waits again.
  const drawing = `${width}x${height}|${props.kind}|${props.visible.join()}|${props.view.range.from}|${props.view.range.to}|${props.view.grouping}|${Boolean(props.view.previous)}`;
  const [readyFor, setReadyFor] = useState('');
  const ready = props.opened && valid && readyFor === drawing;
  useEffect(() => {
    if (!props.opened || !valid) return undefined;
    let frames = 0;
    let id = requestAnimationFrame(function check() {
      frames += 1;
      // One more frame after the chart's SVG appears, so its paint is done before a save is offered.
      if (frames > 1 && frame.current?.querySelector('.recharts-cartesian-grid')) setReadyFor(drawing);
      else if (frames < 600) id = requestAnimationFrame(check);
    });
    return () => cancelAnimationFrame(id);
  }, [props.opened, valid, drawing, props.view]);

  const save = async (format: ImageFormat) => {
    if (!frame.current) return;
    setBusy(format);
    setError(null);
    mark(`analytics:${format}:start`);
    try {
      const blob = await renderImage(frame.current, format, { width, height });
      saveFile(exportFileName(props.view.range, format), blob);
      mark(`analytics:${format}:done`);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The image could not be made.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Export chart image" size="xl">
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <Select
            label="Size"
            data={sizes}
            value={preset}
            onChange={(value) => value && setPreset(value)}
            allowDeselect={false}
            w={260}
            data-testid="analytics-image-size"
          />
          {preset === 'custom' ? (
            <>
              <NumberInput
                label="Width (px)"
                value={custom.width}
                onChange={(value) => setCustom((c) => ({ ...c, width: Number(value) || 0 }))}
                min={IMAGE_LIMITS.min}
                max={IMAGE_LIMITS.max}
                allowDecimal={false}
                w={120}
                data-testid="analytics-image-width"
              />
              <NumberInput
                label="Height (px)"
                value={custom.height}
                onChange={(value) => setCustom((c) => ({ ...c, height: Number(value) || 0 }))}
                min={IMAGE_LIMITS.min}
                max={IMAGE_LIMITS.max}
                allowDecimal={false}
                w={120}
                data-testid="analytics-image-height"
              />
            </>
          ) : null}
        </Group>
        {!valid ? (
          <Text size="sm" c="red" role="alert">
            Width and height must be whole numbers from {IMAGE_LIMITS.min} to {IMAGE_LIMITS.max} pixels.
          </Text>
        ) : (
          <Box ref={previewRef} style={{ width: '100%' }}>
            <Text size="xs" c="dimmed" mb={6}>
              Preview at {Math.round(scale * 100)}%: the file is {width} × {height} pixels, light background.
            </Text>
            <Box
              style={{
                width: width * scale,
                height: height * scale,
                overflow: 'hidden',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 4,
              }}
            >
              <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left', width, height }}>
                <ExportFrame
                  ref={frame}
                  view={props.view}
                  kind={props.kind}
                  visible={props.visible}
                  channels={props.channels}
                  fetchedAt={props.fetchedAt}
                  {...(stamp ? { profileLine: exportStampLine(stamp), live: stamp.kind === 'live' } : {})}
                  width={width}
                  height={height}
                />
              </div>
            </Box>
          </Box>
        )}
        {error ? (
          <Alert color="red" variant="light" title="The image was not saved">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
          {(['png', 'svg'] as const).map((format) => (
            <Button
              key={format}
              leftSection={<IconDownload size={16} />}
              disabled={!valid || !ready || busy !== null}
              loading={busy === format}
              onClick={() => void save(format)}
              data-testid={`analytics-save-${format}`}
            >
              Save {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
