import { type ReactNode, type RefObject, Suspense, useRef, useState } from 'react';
import type { Handover, MenuButtonLook } from './action-menu';
import { listStyles } from './styles';

interface DeferredMenuProps extends MenuButtonLook {
  /** Load the menu's code now: the first screenful is on screen. */
  load: boolean;
  /** The menu (a lazily loaded component), given the stand-in's handover. */
  menu: (handover: Handover) => ReactNode;
}

/**
 * A menu button whose menu's code (React Aria's collections, overlays and focus scopes: about 40 KB) loads once the
 * first screenful is drawn, so a list shows without it. Until then a plain button of the same look stands in; pressed,
 * it loads the code at once and the menu opens when it is in. The focus, where it was on the stand-in, moves to the
 * real button. Like React Aria's menu button, a mouse's press counts as it starts: the real button may take the
 * stand-in's place between the button going down and up, and a click split across the two lands on neither.
 */
export function DeferredMenu({
  load,
  icon,
  label,
  ariaLabel,
  className = listStyles.actionSecondary,
  menu,
}: DeferredMenuProps) {
  const [pressed, setPressed] = useState(false);
  const hadFocus = useRef(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="true"
      aria-expanded="false"
      aria-label={ariaLabel}
      className={className}
      onPointerDown={(event) => {
        if (event.button === 0 && event.pointerType !== 'touch') setPressed(true);
      }}
      onClick={() => setPressed(true)}
      ref={(node) => {
        // The first stand-in gives way to the same button as Suspense's fallback when the code is asked for; if that
        // commit comes after the user focused the first one, the fallback takes the focus it had.
        if (node && hadFocus.current && document.activeElement === document.body) node.focus();
        // Read as the stand-in leaves the page (a ref's cleanup runs before its element is removed).
        return () => {
          hadFocus.current = node !== null && document.activeElement === node;
        };
      }}
    >
      {icon}
      {label}
    </button>
  );
  if (!load && !pressed) return standIn;
  return <Suspense fallback={standIn}>{menu({ pressed, hadFocus })}</Suspense>;
}

/**
 * The ref of an element that holds a deferred menu, and the menu's button in it as it is now (the stand-in or React
 * Aria's, whichever is in), read when asked: where the focus goes back after a dialog the menu opened.
 */
export function useDeferredMenuButton(): {
  holder: RefObject<HTMLDivElement | null>;
  button: { readonly current: HTMLButtonElement | null };
} {
  const holder = useRef<HTMLDivElement>(null);
  return {
    holder,
    button: {
      get current() {
        return holder.current?.querySelector('button') ?? null;
      },
    },
  };
}
