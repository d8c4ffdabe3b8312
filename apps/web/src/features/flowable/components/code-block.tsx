import type { CSSProperties } from 'react';

const CODE_STYLE: CSSProperties = {
  maxHeight: '65vh',
  overflow: 'auto',
  margin: 0,
  padding: 12,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 12,
  lineHeight: 1.5,
  whiteSpace: 'pre',
};

/** A model's text (XML, JSON), read-only in a scrolling code block. */
export function CodeBlock({ testId, text }: { testId: string; text: string | undefined }) {
  return (
    <pre data-testid={testId} style={CODE_STYLE}>
      <code>{text}</code>
    </pre>
  );
}
