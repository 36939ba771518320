import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserSummary } from '../../../shared/contracts/user';
import { Avatar } from '../../ui/Avatar';
import './People.css';

/**
 * A person in a list (members, people found, followers): avatar, name to their profile, and their @username, so two
 * people of the same name can be told apart; then what they are to the list (`detail`) and the row's controls.
 */
export function PersonRow({ user, detail, children }: { user: UserSummary; detail?: string; children?: ReactNode }) {
  return (
    <li className="person-row">
      <div className="person-row__person">
        <Avatar name={user.fullName} src={user.imageMediumUrl} size={48} alt="" />
        <div>
          <Link to={`/${user.username}/`} className="person-row__name">
            {user.fullName}
          </Link>
          <p className="person-row__username">@{user.username}</p>
          {detail && <p className="person-row__detail">{detail}</p>}
        </div>
      </div>
      {children}
    </li>
  );
}
