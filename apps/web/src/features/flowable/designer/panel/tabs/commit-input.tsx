import { Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';

interface CommitInputProps {
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  textarea?: boolean;
  testId?: string;
  ariaLabel?: string;
}

/**
 * A text field that writes when the user leaves it (or presses Enter): one command on the undo
 * stack per edit, not one per keystroke. It follows the model when the model changes (undo).
 */
export function CommitInput({ value, onCommit, disabled, placeholder, textarea, testId, ariaLabel }: CommitInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  const common = {
    value: text,
    disabled,
    placeholder,
    'data-testid': testId,
    'aria-label': ariaLabel,
    onBlur: commit,
  };
  if (textarea) {
    return <Input.TextArea {...common} autoSize={{ minRows: 3 }} onChange={(event) => setText(event.target.value)} />;
  }
  return <Input {...common} allowClear onChange={(event) => setText(event.target.value)} onPressEnter={commit} />;
}

/** A number field that writes when the user leaves it. */
export function CommitNumber({
  value,
  onCommit,
  testId,
  ariaLabel,
}: {
  value: string;
  onCommit: (value: string) => void;
  testId?: string;
  ariaLabel?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <InputNumber
      style={{ width: '100%' }}
      value={text === '' ? null : text}
      stringMode
      onChange={(next) => setText(next === null ? '' : String(next))}
      onBlur={commit}
      onPressEnter={commit}
      data-testid={testId}
      aria-label={ariaLabel}
    />
  );
}
