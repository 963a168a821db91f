import { InputQuestion } from '../internal/input-question';
import type { InputQuestionProps } from '../internal/input-question';

export interface TextQuestionProps extends Omit<InputQuestionProps, 'type' | 'min' | 'max'> {
  /** 'email' gives phones the address keyboard and browsers the address autofill */
  kind?: 'text' | 'email';
}

/** A short free-text answer on one line (a name, an address, an email). */
export function TextQuestion({ kind, ...props }: TextQuestionProps) {
  return <InputQuestion {...props} type={kind === 'email' ? 'email' : 'text'} />;
}
