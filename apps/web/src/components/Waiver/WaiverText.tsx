import { ScrollArea, Text } from '@mantine/core';

interface WaiverTextProps {
  text: string;
  /** The tallest the text may stand before it scrolls. */
  maxHeight?: number | string;
}

/**
 * The club waiver's text as the club wrote it (its line breaks kept), in an area that scrolls and
 * takes keyboard focus, so the arrow keys and Page Down read it without a mouse.
 */
export function WaiverText({ text, maxHeight = '50vh' }: WaiverTextProps) {
  return (
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Waiver text' }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </ScrollArea.Autosize>
  );
}
