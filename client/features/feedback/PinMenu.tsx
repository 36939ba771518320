import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { REPORT_REASONS } from '../../../shared/constants';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { overlayNameLabel, topicNameLabel } from '../../../shared/domain/textLabels';
import type { ReportReason } from './feedbackApi';
import { MenuTriggerButton } from './MenuTriggerButton';
import { usePinFeedback } from './usePinFeedback';
import '../../ui/Menu.css';
import './PinMenu.css';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  nudity: 'Nudity or pornography',
  self_harm: 'Self-harm',
  misinformation: 'Misinformation',
  hateful: 'Hateful activities',
  dangerous_goods: 'Dangerous goods',
  harassment: 'Harassment or criticism',
  violence: 'Graphic violence',
  privacy: 'Privacy violation',
  intellectual_property: 'My intellectual property',
  other: 'Something else',
};

interface PinMenuProps {
  pinId: string;
  surface: GridSurface;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opened from the keyboard before this code had loaded: Radix did not see that key press, so it would focus the
   * menu rather than its first item as it does for a keyboard open.
   */
  focusFirstItem: boolean;
}

/**
 * The overflow menu itself (loaded on first use by PinMenuButton). Report asks for the reason in a submenu. An ad
 * gets its own short menu: Hide ad and Report ad.
 */
export default function PinMenu({ pinId, surface, open, onOpenChange, focusFirstItem }: PinMenuProps) {
  const { source, isAd, canSeeFewer, hide, seeFewer, hideAd, report, unfollow } = usePinFeedback(pinId, surface);
  const sourceName = source && (source.kind === 'interest' ? topicNameLabel(source.name) : overlayNameLabel(source.name));

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <MenuTriggerButton data-pin-id={pinId} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align="end"
          sideOffset={4}
          onFocus={(event) => {
            // Radix focuses the menu itself as it opens; a keyboard user goes on to the first item.
            if (focusFirstItem && event.target === event.currentTarget) {
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }
          }}
        >
          <DropdownMenu.Item className="menu__item" onSelect={() => void (isAd ? hideAd() : hide())}>
            {isAd ? 'Hide ad' : 'Hide Pin'}
          </DropdownMenu.Item>
          {!isAd && canSeeFewer && (
            <DropdownMenu.Item className="menu__item" onSelect={() => void seeFewer()}>
              See fewer Pins like this
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="menu__item pin-menu__item--sub">{isAd ? 'Report ad' : 'Report Pin'}</DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                {REPORT_REASONS.map((reason) => (
                  <DropdownMenu.Item key={reason} className="menu__item" onSelect={() => void report(reason)}>
                    {REASON_LABELS[reason]}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          {source && !isAd && (
            <DropdownMenu.Item className="menu__item" onSelect={() => void unfollow(source)}>
              {`Unfollow ${sourceName}`}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
