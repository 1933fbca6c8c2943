import { FavoriteToggle } from '../../../components/ui/favorite-toggle';
import { useToggleNearbyFavorite } from '../api/toggle-nearby-favorite';

export function NearbyFavoriteButton({ eventId, favorited }: { eventId: string; favorited: boolean }) {
  const toggle = useToggleNearbyFavorite();
  return (
    <FavoriteToggle
      favorited={favorited}
      pending={toggle.isPending}
      onToggle={(callbacks) => toggle.mutate(eventId, callbacks)}
    />
  );
}
