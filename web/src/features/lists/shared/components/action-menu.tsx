import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { AriaLocale } from './aria-locale';
import { listStyles } from './styles';

/** What a stand-in hands over to the menu that takes its place: whether it was pressed, whether it had the focus. */
export interface Handover {
  pressed: boolean;
  hadFocus: { current: boolean };
}

/** How a menu's button looks, the same for the stand-in and the real one (deferred-menu.tsx). */
export interface MenuButtonLook {
  icon: ReactNode;
  /** The button's text, which is its accessible name (parts of it may be visually hidden, e.g. on an icon button). */
  label: ReactNode;
  /** The button's accessible name when it has no text of its own (an icon button whose name holds user text). */
  ariaLabel?: string | undefined;
  /** The button's classes; an action of the list's header by default. */
  className?: string | undefined;
}

/** For the menu that took a stand-in's place: its button's ref and its open state, with the focus and press taken over. */
function useHandover(handover: Handover | undefined) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once, as the menu replaces the stand-in: the props of the first render are the ones that count.
  const first = useRef(handover);
  useEffect(() => {
    const taken = first.current;
    if (!taken) return;
    if (taken.pressed || taken.hadFocus.current) button.current?.focus();
    taken.hadFocus.current = false;
    if (taken.pressed) setOpen(true);
  }, []);
  return { button, open, setOpen };
}

interface ActionMenuProps extends MenuButtonLook {
  /** The menu's accessible name. */
  menuLabel: string;
  /** From the button that stood in while this code loaded (components/deferred-menu.tsx). */
  handover: Handover | undefined;
  /** The MenuItems. */
  children: ReactNode;
}

/**
 * A menu of the list screen (the list's actions, the items' view and order): its button, in the look of its stand-in
 * (deferred-menu.tsx), and its popover.
 */
export function ActionMenu({
  icon,
  label,
  ariaLabel,
  className = listStyles.actionSecondary,
  menuLabel,
  handover,
  children,
}: ActionMenuProps) {
  const { button, open, setOpen } = useHandover(handover);
  return (
    <AriaLocale>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button ref={button} aria-label={ariaLabel} className={className}>
          {icon}
          {label}
        </Button>
        <Popover placement="bottom end" className={listStyles.menuPopover}>
          <Menu aria-label={menuLabel} className="outline-none">
            {children}
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaLocale>
  );
}
