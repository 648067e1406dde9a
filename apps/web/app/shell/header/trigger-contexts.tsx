import { useRef } from 'react';
import type { ReactNode } from 'react';
import {
  DialogContext,
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { DialogOverlay, MenuOverlay } from './lazy-trigger.ts';

/** What React Aria's MenuTrigger gives its Popover and Menu, for a trigger made by useLazyMenuTrigger. */
export function MenuTriggerContexts({ overlay, children }: { overlay: MenuOverlay; children: ReactNode }) {
  const { state, triggerRef, menuProps } = overlay;
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}

/** What React Aria's DialogTrigger gives its Popover and Dialog, for a trigger made by useLazyDialogTrigger. */
export function DialogTriggerContexts({
  overlay,
  children,
}: {
  overlay: DialogOverlay;
  children: ReactNode;
}) {
  const { state, triggerRef, overlayProps } = overlay;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [
          PopoverContext,
          {
            trigger: 'DialogTrigger',
            triggerRef,
            id: overlayProps.id,
            'aria-labelledby': overlayProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
