import { useLingui } from '@lingui/react/macro';
import { Box, Text } from '@mantine/core';

interface WaiverTextProps {
  text: string;
  /** The tallest the text may stand before it scrolls. */
  maxHeight?: string;
}

/**
 * The club waiver's text as the club wrote it (its line breaks kept), in a box that scrolls and
 * takes keyboard focus, so the arrow keys and Page Down read it without a mouse. A plain overflow
 * box, not Mantine's ScrollArea: the browser's own scrollbar is accessible as it is, and
 * ScrollArea in the member screens' shared code moved its pieces into every visitor page's
 * initial JS (the page budget).
 */
export function WaiverText({ text, maxHeight = '50vh' }: WaiverTextProps) {
  const { t } = useLingui();
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={t`Waiver text`}
      mah={maxHeight}
      p="sm"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Box>
  );
}
