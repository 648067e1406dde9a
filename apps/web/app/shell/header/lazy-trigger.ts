import { useRef } from 'react';
import type { RefObject } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import { useId } from 'react-aria/useId';
import { useKeyboard } from 'react-aria/useKeyboard';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import type { PressEvent } from 'react-aria/usePress';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { useOpenedOnce } from '../../ui/on-first-use.tsx';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';

/**
 * The header's menus and pop-overs open from a button on every page but are rarely opened, so their code
 * (React Aria's Menu, Popover, Dialog: ~35 KB gzip) loads when first opened (issue 13). React Aria's
 * MenuTrigger and DialogTrigger live in those same modules, so the trigger is built here from the hooks
 * they use, and trigger-contexts.tsx gives the loaded part the contexts they would have given it.
 */
export type LazyTrigger<Overlay> = {
  buttonProps: AriaButtonProps & { ref: RefObject<HTMLButtonElement | null> };
  /** Whether the button shows pressed (the overlay is open), as under React Aria's triggers. */
  isPressed: boolean;
  /** True from the first opening on: render the loaded part from then on. */
  used: boolean;
  overlay: Overlay;
};

export type MenuOverlay = {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaMenuOptions<unknown>;
};

export type DialogOverlay = {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayProps: { id?: string; 'aria-labelledby'?: string };
};

/**
 * As React Aria's MenuTrigger (its `useMenuTrigger` for a press trigger): a mouse press opens the menu on
 * press start, a touch on release; Enter, Space and the arrow keys open it with focus on the first (Up:
 * last) item. Not React Aria's hook itself: it also sets up long press, whose announcement brings that
 * package's strings in ~34 languages (3 KB gzip) into every page (issue 13).
 */
function useMenuTriggerProps(state: RootMenuTriggerState, triggerRef: RefObject<HTMLButtonElement | null>) {
  const id = useId();
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'menu' }, state, triggerRef);
  const open = (event: { isDefaultPrevented(): boolean }, focus: 'first' | 'last') => {
    // Handled already (e.g. by type-ahead): not an opening.
    if (event.isDefaultPrevented()) return false;
    state.toggle(focus);
  };
  const { keyboardProps } = useKeyboard({
    shortcuts: {
      Enter: (event) => open(event, 'first'),
      ' ': (event) => open(event, 'first'),
      ArrowDown: (event) => open(event, 'first'),
      ArrowUp: (event) => open(event, 'last'),
      'Alt+ArrowDown': (event) => open(event, 'first'),
      'Alt+ArrowUp': (event) => open(event, 'last'),
    },
  });
  // The trigger keeps focus so that the menu gives it back on close.
  const focusTrigger = (event: PressEvent) => (event.target as HTMLElement).focus({ preventScroll: true });
  const { onPress: _toggle, ...overlayTriggerProps } = triggerProps;
  const menuTriggerProps: AriaButtonProps = {
    ...overlayTriggerProps,
    // DOM key handlers, which the button's own keyboard handling calls as React Aria's MenuTrigger does.
    ...(keyboardProps as Pick<AriaButtonProps, 'onKeyDown' | 'onKeyUp'>),
    id,
    preventFocusOnPress: true,
    onPressStart(event: PressEvent) {
      if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
      focusTrigger(event);
      // A screen reader's virtual click focuses the first item, a mouse the menu itself.
      state.open(event.pointerType === 'virtual' ? 'first' : null);
    },
    onPress(event: PressEvent) {
      if (event.pointerType !== 'touch') return;
      focusTrigger(event);
      state.toggle();
    },
  };
  const menuProps: AriaMenuOptions<unknown> = {
    ...overlayProps,
    'aria-labelledby': id,
    autoFocus: state.focusStrategy || true,
    onClose: state.close,
  };
  return { menuTriggerProps, menuProps };
}

/** As React Aria's MenuTrigger: press, Enter, Space, arrow keys open the menu, focus goes into it. */
export function useLazyMenuTrigger(): LazyTrigger<MenuOverlay> {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const state = useMenuTriggerState({});
  const { menuTriggerProps, menuProps } = useMenuTriggerProps(state, triggerRef);
  return {
    buttonProps: { ...menuTriggerProps, ref: triggerRef },
    isPressed: state.isOpen,
    used: useOpenedOnce(state.isOpen),
    overlay: { state, triggerRef, menuProps },
  };
}

/** As React Aria's DialogTrigger: a press toggles the dialog, labelled by the button unless it has a title. */
export function useLazyDialogTrigger(): LazyTrigger<DialogOverlay> {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // As DialogTrigger: the menu trigger state, in case a menu is embedded in the dialog.
  const state = useMenuTriggerState({});
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const id = useId();
  return {
    buttonProps: { ...triggerProps, id, ref: triggerRef },
    isPressed: state.isOpen,
    used: useOpenedOnce(state.isOpen),
    overlay: { state, triggerRef, overlayProps: { ...overlayProps, 'aria-labelledby': id } },
  };
}
