import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBlockUser } from '../api/block-user';
import { useRemoveFriend } from '../api/remove-friend';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type Action = 'unfriend' | 'block';

const CONFIRM: Record<
  Action,
  { title: (name: string) => string; text: (name: string) => string; label: string }
> = {
  unfriend: {
    title: (name) => `Unfriend ${name}?`,
    text: (name) => `${name} will no longer see your activity, and you will no longer see theirs.`,
    label: 'Unfriend',
  },
  block: {
    title: (name) => `Block ${name}?`,
    text: (name) =>
      `${name} will be removed from your friends and can no longer send you requests, invitations or notifications.`,
    label: 'Block',
  },
};

/** The actions on one friend, each confirmed first. */
export function FriendActionsMenu({ friendId, name }: { friendId: string; name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const unfriend = useRemoveFriend();
  const block = useBlockUser();
  const mutation = action === 'block' ? block : unfriend;

  const confirm = () => {
    if (!action) return;
    mutation.mutate(friendId, {
      onSuccess: () => {
        toast({
          title: action === 'block' ? `Blocked ${name}` : `Removed ${name} from your friends`,
          variant: 'success',
        });
        setAction(null);
      },
      onError: (error) => {
        if (!isUnauthorized(error))
          toast({ title: 'Something went wrong. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <IconButton
        edge="end"
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRoundedIcon />
      </IconButton>
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAction('unfriend');
          }}
        >
          <ListItemIcon>
            <PersonRemoveRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Unfriend" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAction('block');
          }}
        >
          <ListItemIcon>
            <BlockRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Block" />
        </MenuItem>
      </Menu>
      {action && (
        <ConfirmDialog
          open
          title={CONFIRM[action].title(name)}
          text={CONFIRM[action].text(name)}
          confirmLabel={CONFIRM[action].label}
          pending={mutation.isPending}
          onConfirm={confirm}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}
