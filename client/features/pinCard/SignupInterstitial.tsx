import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import './SignupInterstitial.css';

interface SignupInterstitialProps {
  onClose: () => void;
}

/**
 * The full-screen sign-up interstitial a signed-out visitor meets on opening a pin's more-information drawer. Closing
 * it lets them read the drawer anyway: the nudge is the point, not a paywall. Loaded on demand.
 */
export default function SignupInterstitial({ onClose }: SignupInterstitialProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="signup-interstitial__overlay" />
        <Dialog.Content className="signup-interstitial">
          <Dialog.Title className="signup-interstitial__title">Sign up to see more</Dialog.Title>
          <Dialog.Description className="signup-interstitial__text">
            Find more ideas like this, save them to boards and come back to them any time.
          </Dialog.Description>
          <div className="signup-interstitial__actions">
            <Link className="signup-interstitial__primary" to="/signup" onClick={onClose}>
              Sign up
            </Link>
            <Link className="signup-interstitial__secondary" to="/login" onClick={onClose}>
              Log in
            </Link>
            <Dialog.Close className="signup-interstitial__secondary">Not now</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
