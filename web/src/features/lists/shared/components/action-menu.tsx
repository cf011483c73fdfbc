import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { AriaLocale } from './aria-locale';
import { listStyles } from './styles';

/** What a stand-in hands over to the menu that takes its place: whether it was pressed, whether it had the focus. */
export interface Handover {
  pressed: boolean;
  hadFocus: { current: boolean };
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

interface ActionMenuProps {
  icon: ReactNode;
  label: string;
  /** The menu's accessible name. */
  menuLabel: string;
  /** From the button that stood in while this code loaded (components/deferred-menu.tsx). */
  handover: Handover | undefined;
  /** The MenuItems. */
  children: ReactNode;
}

/** A menu of the list's actions (share, export): its button, in the look of the other actions, and its popover. */
export function ActionMenu({ icon, label, menuLabel, handover, children }: ActionMenuProps) {
  const { button, open, setOpen } = useHandover(handover);
  return (
    <AriaLocale>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button ref={button} className={listStyles.actionSecondary}>
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
