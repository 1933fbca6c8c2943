import { NearbyPage } from '../../features/nearby/components/nearby-page';
import { AddFriendButton } from '../../features/social/components/add-friend-button';

/** Nearby, with "Add Friend" beside the people going: the two features meet here. */
export function NearbyRoute() {
  return (
    <NearbyPage renderPersonAction={(person) => <AddFriendButton userId={person.id} name={person.name} />} />
  );
}
