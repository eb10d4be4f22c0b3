// APG radio group in place of the server's colour links or size form: one tab stop (the checked option, else the
// first enabled), arrows move and choose (mirrored right to left), Space and Enter choose; a disabled option (§4:
// disabled = not enabled) stays readable but cannot be chosen. It takes the server list's class names, so nothing moves.
import { Fragment, useRef, type KeyboardEvent, type ReactNode } from "react";
import { radioStop, radioTarget } from "./rules";
import type { Choice } from "./schema";

export interface RadioGroupProps {
  choice: Choice;
  checked: number;
  disabled: readonly boolean[];
  options: readonly ReactNode[];
  onChoose(index: number): void;
}

export function RadioGroup({ choice, checked, disabled, options, onChoose }: RadioGroupProps) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const labelId = (choice.label.id ||= `vitrine-${Math.random().toString(36).slice(2)}`);
  const stop = radioStop(checked, disabled);
  const choose = (index: number) => {
    if (!disabled[index]) onChoose(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = refs.current.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      choose(index);
      return;
    }
    const direction = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
    const target = radioTarget(event.key, index, disabled, direction);
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    choose(target);
  };
  const { classes } = choice;
  const option = (content: ReactNode, index: number) => (
    <span
      ref={(el) => {
        refs.current[index] = el;
      }}
      role="radio"
      className={`${classes.option}${disabled[index] ? " is-disabled" : ""}`}
      aria-checked={index === checked}
      aria-disabled={disabled[index] || undefined}
      tabIndex={index === stop ? 0 : -1}
      onClick={() => choose(index)}
      onKeyDown={(event) => {
        if (event.key !== " ") return; // APG radio group: Space checks the focused radio (arrows are the group's)
        event.preventDefault();
        choose(index);
      }}
    >
      {content}
    </span>
  );
  return (
    // APG radio group: the radios take focus (roving tabindex); the group only hears their arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="radiogroup" aria-labelledby={labelId} className={`${classes.list} vitrine-radio-group`} onKeyDown={onKeyDown}>
      {options.map((content, index) =>
        classes.item ? (
          <span key={index} className={classes.item}>
            {option(content, index)}
          </span>
        ) : (
          <Fragment key={index}>{option(content, index)}</Fragment>
        ),
      )}
    </div>
  );
}
