import { BOARD_ACTIONS, type BoardAction } from '../../../shared/domain/boardPermissions';
import { ACTION_LABELS } from './actionLabels';

interface Props {
  name: string;
  permissions: readonly BoardAction[];
  /** Only the owner changes what collaborators may do; everyone else sees the list. */
  editable: boolean;
  onChange: (permissions: BoardAction[]) => void;
}

/** A collaborator's allowed actions, one checkbox each, in the table's order. */
export function PermissionsFieldset({ name, permissions, editable, onChange }: Props) {
  const toggle = (action: BoardAction, on: boolean) => onChange(BOARD_ACTIONS.filter((a) => (a === action ? on : permissions.includes(a))));
  return (
    <fieldset className="members__permissions" disabled={!editable}>
      <legend>What {name} may do</legend>
      {BOARD_ACTIONS.map((action) => (
        <label key={action} className="members__permission">
          <input type="checkbox" checked={permissions.includes(action)} onChange={(e) => toggle(action, e.target.checked)} />
          {ACTION_LABELS[action]}
        </label>
      ))}
    </fieldset>
  );
}
