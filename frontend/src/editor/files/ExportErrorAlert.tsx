import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportErrorMessage } from '../../api/exportErrorMessage';

/**
 * Why the last export of the download panel made no file, in the reader's language (the server's `code` mapped to
 * the catalogue, never its English message). An alert, so a screen reader says it as it appears; the next attempt
 * clears it.
 */
export function ExportErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={t('download.failed')}
      icon={<IconAlertTriangle size={18} />}
      data-testid="export-error"
      data-code={code}
    >
      <Text size="sm">{exportErrorMessage(error, t)}</Text>
    </Alert>
  );
}
