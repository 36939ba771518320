import * as ContextMenu from '@radix-ui/react-context-menu';
import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { savePin } from '../saves/saveFlow';
import './PinContextMenu.css';

export interface PinContextMenuProps {
  pinId: string;
  /** The pin's path, as the closeup link has it. */
  pinPath: string;
  creator: { name: string; username: string };
  /** The element a right-click opens the menu on: the card's closeup link. */
  children: ReactElement;
  /** Where the right-click that loaded this menu happened: it opens there as soon as the menu is mounted. */
  replayAt: { x: number; y: number } | null;
}

/**
 * Signed-out desktop visitors get our menu instead of the browser's on a pin with a creator. Loaded on demand
 * (React.lazy), since most visitors never right-click.
 */
export default function PinContextMenu({ pinId, pinPath, creator, children, replayAt }: PinContextMenuProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const trigger = useRef<HTMLElement>(null);

  // Only on mount: the click that caused the load. Later right-clicks reach the trigger themselves.
  const firstClick = useRef(replayAt);
  useEffect(() => {
    const at = firstClick.current;
    if (!at) return;
    trigger.current?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y }));
  }, []);
  // Signed-out profile links are lowercase.
  const profilePath = `/${creator.username.toLowerCase()}/`;

  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild ref={trigger}>
        {children}
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="pin-context-menu" aria-label="Pin actions" data-pin-id={pinId}>
          <ContextMenu.Item className="pin-context-menu__item" onSelect={() => navigate(pinPath)}>
            Open Pin
          </ContextMenu.Item>
          <ContextMenu.Item className="pin-context-menu__item" onSelect={() => navigate(profilePath)}>
            View {creator.name}&rsquo;s profile
          </ContextMenu.Item>
          <ContextMenu.Item
            className="pin-context-menu__item"
            onSelect={() => void navigator.clipboard?.writeText(new URL(pinPath, window.location.origin).href)}
          >
            Copy link
          </ContextMenu.Item>
          <ContextMenu.Separator className="pin-context-menu__separator" />
          {/* The card's signed-out Save: kept locally and held for after login, then the login prompt. */}
          <ContextMenu.Item className="pin-context-menu__item" onSelect={() => void dispatch(savePin({ pinId }))}>
            Log in to save
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
