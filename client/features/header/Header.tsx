import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { SignedInViewer } from '../../../shared/contracts/user';
import { useAppSelector } from '../../app/hooks';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { Logo } from '../../ui/icons';
import { useLogoutMutation, useViewerGetQuery } from '../auth/authApi';
import { selectViewer } from '../auth/authSlice';
import { HeaderAction } from './HeaderAction';
import { SearchBox } from './SearchBox';
import './Header.css';

const CREATE_ICON = 'M22 10h-8V2a2 2 0 0 0-4 0v8H2a2 2 0 0 0 0 4h8v8a2 2 0 0 0 4 0v-8h8a2 2 0 0 0 0-4';
const SETTINGS_ICON =
  'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.3 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.3-2.9a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7';
const LOG_OUT_ICON = 'M10 3H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h6v-2H4V5h6zm6.6 4.4-1.4 1.4 2.2 2.2H8v2h9.4l-2.2 2.2 1.4 1.4L21.2 12z';

function SignedIn({ viewer }: { viewer: SignedInViewer }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const logOut = async () => {
    await logout();
    // Signed out, this browser's own theme. Its code is loaded only now, with the settings pages' chunk it is part of:
    // home's script has no room for it, nor for the name and hash of one more chunk in webpack's runtime.
    void import(/* webpackChunkName: "settings" */ '../appearance/theme').then((theme) => theme.applyViewerTheme({ isAuth: false }));
    navigate('/');
  };
  return (
    <>
      {/* On phones Create, Settings and Log out show as icons alone, so the search box keeps its room. */}
      <HeaderAction to="/pin-builder" label="Create" iconPath={CREATE_ICON} variant="secondary" />
      <Link to={`/${viewer.username}/`} className="header__profile">
        <Avatar name={viewer.fullName} src={viewer.imageMediumUrl} size={32} />
      </Link>
      <HeaderAction to="/settings" label="Settings" iconPath={SETTINGS_ICON} variant="tertiary" />
      <HeaderAction onClick={() => void logOut()} disabled={isLoading} label="Log out" iconPath={LOG_OUT_ICON} variant="tertiary" />
    </>
  );
}

function SignedOut() {
  return (
    <>
      <ButtonLink to="/login" variant="primary">
        Log in
      </ButtonLink>
      <ButtonLink to="/signup" variant="secondary">
        Sign up
      </ButtonLink>
    </>
  );
}

export function Header() {
  useViewerGetQuery();
  const viewer = useAppSelector(selectViewer);
  return (
    <header className="header">
      <Link to="/" className="header__logo" aria-label="Pinboard home">
        <Logo />
      </Link>
      <nav aria-label="Main">
        <NavLink to="/" end className="header__home">
          Home
        </NavLink>
      </nav>
      <SearchBox />
      <div className="header__account">{viewer && (viewer.isAuth ? <SignedIn viewer={viewer} /> : <SignedOut />)}</div>
    </header>
  );
}
