import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../ui/Spinner';
import { useViewerGetQuery } from '../auth/authApi';
import { selectViewer } from '../auth/authSlice';

/** `/me/` is the viewer's own profile; signed out, it asks to log in first. */
export default function MeRedirect() {
  useViewerGetQuery();
  const viewer = useAppSelector(selectViewer);
  if (!viewer) return <Spinner label="Loading your profile" />;
  return <Navigate to={viewer.isAuth ? `/${viewer.username}/` : '/login'} replace />;
}
