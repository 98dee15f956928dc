import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

/** What the target element takes from a LazyTooltip: its ref, the events that open it, its description. */
export interface LazyTooltipTargetProps<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onPointerEnter: (event: PointerEvent<T>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<T>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<T>) => void;
  'aria-describedby': string | undefined;
}

export interface LazyTooltipProps<T extends HTMLElement> {
  label: ReactNode;
  position?: TooltipProps['position'];
  /** Milliseconds the mouse rests on the target before the tooltip shows (keyboard focus shows it at once). */
  openDelay?: number;
  withArrow?: boolean;
  /** Whether keyboard focus shows it too, as the navigation's do (Mantine's default Tooltip: hover only). */
  showOnFocus?: boolean;
  children: (target: LazyTooltipTargetProps<T>) => ReactNode;
}

/**
 * A Mantine Tooltip (same look, placement and fade) that is created only once the pointer or the keyboard
 * focus reaches its target. A mounted Mantine Tooltip costs a portal and a floating-ui reference that each
 * set state while the page first commits, so every Tooltip on the first screen rendered twice before the
 * first paint; a list of them (the navigation) was a large part of the first screen's time.
 *
 * Behaves like `<Tooltip events={{ hover: true, focus: showOnFocus, touch: false }}>`: a mouse resting on
 * the target shows it after `openDelay`, keyboard focus (focus-visible) shows it at once, leaving, blurring
 * or Escape hides it, and while shown the target is described by the tooltip's text. A click (or Enter,
 * Space) hides it too and keeps it hidden until the pointer leaves or the focus moves: the person has
 * chosen, and a description left open over the screen that opened would cover its first line.
 */
export function LazyTooltip<T extends HTMLElement>({
  label,
  position,
  openDelay = 0,
  withArrow,
  showOnFocus = true,
  children,
}: LazyTooltipProps<T>) {
  const ref = useRef<T | null>(null);
  const labelId = useId();
  // Created at the first approach and kept afterwards, so closing fades out as Mantine's does.
  const [created, setCreated] = useState(false);
  const [opened, setOpened] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  /** Set by a click on the target; cleared when the pointer leaves or the focus moves away. */
  const chosen = useRef(false);
  const clearTimer = () => window.clearTimeout(timer.current);
  useEffect(() => clearTimer, []);

  const show = useCallback(() => {
    clearTimer();
    setCreated(true);
    setOpened(true);
  }, []);
  const hide = useCallback(() => {
    clearTimer();
    setOpened(false);
  }, []);

  const target: LazyTooltipTargetProps<T> = {
    ref,
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse' || chosen.current) return;
      setCreated(true);
      clearTimer();
      timer.current = window.setTimeout(show, openDelay);
    },
    onPointerLeave: () => {
      chosen.current = false;
      hide();
    },
    onPointerDown: () => {
      chosen.current = true;
      hide();
    },
    onFocus: (event) => {
      if (showOnFocus && !chosen.current && event.currentTarget.matches(':focus-visible')) show();
    },
    onBlur: () => {
      chosen.current = false;
      hide();
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        chosen.current = true;
        hide();
      } else if (event.key === 'Escape' && opened) hide();
    },
    'aria-describedby': opened ? labelId : undefined,
  };

  return (
    <Fragment>
      {created ? (
        <Tooltip
          target={ref}
          opened={opened}
          label={<span id={labelId}>{label}</span>}
          position={position}
          withArrow={withArrow}
        />
      ) : null}
      {children(target)}
    </Fragment>
  );
}
