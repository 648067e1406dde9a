import { useRef } from 'react';
import type { RefObject } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import { useId } from 'react-aria/useId';
import { useMenuTrigger } from 'react-aria/useMenu';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
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

/** As React Aria's MenuTrigger: press, Enter, Space, arrow keys open the menu, focus goes into it. */
export function useLazyMenuTrigger(): LazyTrigger<MenuOverlay> {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const state = useMenuTriggerState({});
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
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
