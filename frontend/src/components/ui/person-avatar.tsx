import Avatar from '@mui/material/Avatar';
import { personInitials, personName } from '../../lib/person-name';

interface PersonAvatarProps {
  person: {
    name: string | null;
    firstName: string | null;
    lastName?: string | null;
    profileImageUrl: string | null;
  };
  size?: number;
}

/** A person's picture, or their initials; decorative, since their name is always shown beside it. */
export function PersonAvatar({ person, size = 36 }: PersonAvatarProps) {
  return (
    <Avatar
      src={person.profileImageUrl ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.light' }}
      title={personName(person)}
    >
      {personInitials(person)}
    </Avatar>
  );
}
