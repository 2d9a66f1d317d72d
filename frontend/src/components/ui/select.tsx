/**
 * A styled single choice (radix Select): a labelled trigger showing the current choice, a list that opens under it.
 * Keyboard and screen reader behaviour come from radix (the trigger is a combobox, each choice an option).
 */
import { Select as RadixSelect } from 'radix-ui';
import { IconCheck, IconChevronRight } from './icons';
import './ui.css';

export interface SelectChoice<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  /** The trigger's accessible name (a visible label is linked by `id` + <label htmlFor>). */
  id: string;
  value: V;
  choices: ReadonlyArray<SelectChoice<V>>;
  onChange: (value: V) => void;
  disabled?: boolean;
  testId?: string;
}

export function Select<V extends string>({ id, value, choices, onChange, disabled, testId }: SelectProps<V>) {
  return (
    <RadixSelect.Root value={value} onValueChange={(v) => onChange(v as V)} disabled={disabled}>
      <RadixSelect.Trigger id={id} className="ui-select" data-testid={testId}>
        <RadixSelect.Value />
        <RadixSelect.Icon className="ui-select__icon">
          <IconChevronRight />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="ui-select__content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport>
            {choices.map((c) => (
              <RadixSelect.Item key={c.value} value={c.value} className="ui-select__item">
                <RadixSelect.ItemText>{c.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="ui-select__check">
                  <IconCheck />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
