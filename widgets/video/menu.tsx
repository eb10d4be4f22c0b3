// An APG menu button whose menu holds radio items (quality, audio, subtitles): Enter, Space or ArrowDown open it on
// the checked item, ArrowUp on the last; arrows, Home and End move; Enter or Space choose; Escape and Tab close,
// focus goes back to the button.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { menuKeyTarget, type MenuOption } from "./rules";

interface MenuButtonProps {
  label: string;
  options: readonly MenuOption[];
  selected: number;
  onSelect(value: number): void;
}

export function MenuButton({ label, options, selected, onSelect }: MenuButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const checked = Math.max(
    0,
    options.findIndex((o) => o.value === selected),
  );
  const current = options[checked]?.label ?? "";

  const focusItem = (index: number) => items.current[index]?.focus();
  // Focus moves in with the commit that shows the menu, so a key pressed right after the opening one lands on an item.
  const focusOnOpen = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open || focusOnOpen.current === undefined) return;
    focusItem(focusOnOpen.current);
    focusOnOpen.current = undefined;
  }, [open]);
  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (value: number) => {
    onSelect(value);
    close(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? checked : options.length - 1);
    }
  };
  const onItemKey = (event: KeyboardEvent, index: number) => {
    const target = menuKeyTarget(event.key, index, options.length);
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(options[index]!.value);
    }
  };

  if (options.length < 2) return null;
  return (
    <div className="vitrine-video__menu">
      <button
        ref={button}
        type="button"
        className="vitrine-video__menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt(checked))}
        onKeyDown={onButtonKey}
      >
        {label}: {current}
      </button>
      <ul id={`${id}-menu`} role="menu" aria-label={label} hidden={!open} className="vitrine-video__menu-list">
        {options.map((option, index) => (
          <li
            key={option.value}
            ref={(el) => void (items.current[index] = el)}
            role="menuitemradio"
            aria-checked={option.value === selected}
            tabIndex={-1}
            onClick={() => choose(option.value)}
            onKeyDown={(event) => onItemKey(event, index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
