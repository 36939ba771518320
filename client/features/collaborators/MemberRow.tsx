import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserSummary } from '../../../shared/contracts/user';
import { Avatar } from '../../ui/Avatar';

/** A person on the members pages: avatar, name (to their profile), what they are to the board, and its controls. */
export function MemberRow({ user, relation, children }: { user: UserSummary; relation?: string; children?: ReactNode }) {
  return (
    <li className="members__row">
      <div className="members__person">
        <Avatar name={user.fullName} src={user.imageMediumUrl} size={48} alt="" />
        <div>
          <Link to={`/${user.username}/`} className="members__name">
            {user.fullName}
          </Link>
          {relation && <p className="members__role">{relation}</p>}
        </div>
      </div>
      {children}
    </li>
  );
}
