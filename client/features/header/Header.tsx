import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { SignedInViewer } from '../../../shared/contracts/user';
import { useAppSelector } from '../../app/hooks';
import { Avatar } from '../../ui/Avatar';
import { Button, ButtonLink } from '../../ui/Button';
import { Logo } from '../../ui/icons';
import { useLogoutMutation, useViewerGetQuery } from '../auth/authApi';
import { selectViewer } from '../auth/authSlice';
import { SearchBox } from './SearchBox';
import './Header.css';

function SignedIn({ viewer }: { viewer: SignedInViewer }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const logOut = async () => {
    await logout();
    navigate('/');
  };
  return (
    <>
      {/* On phones only the plus shows, so the search box keeps its room; the label names it at every width. */}
      <ButtonLink to="/pin-builder" variant="secondary" className="header__create" aria-label="Create">
        <svg className="header__create-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M22 10h-8V2a2 2 0 0 0-4 0v8H2a2 2 0 0 0 0 4h8v8a2 2 0 0 0 4 0v-8h8a2 2 0 0 0 0-4" />
        </svg>
        <span className="header__create-text">Create</span>
      </ButtonLink>
      <Link to={`/${viewer.username}/`} className="header__profile">
        <Avatar name={viewer.fullName} src={viewer.imageMediumUrl} size={32} />
      </Link>
      <ButtonLink to="/settings" variant="tertiary">
        Settings
      </ButtonLink>
      <Button variant="tertiary" onClick={logOut} disabled={isLoading}>
        Log out
      </Button>
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
