import { FavoriteToggle } from '../../../components/ui/favorite-toggle';
import { useToggleFavorite } from '../api/toggle-favorite';

export function FavoriteButton({ eventId, favorited }: { eventId: string; favorited: boolean }) {
  const toggle = useToggleFavorite();
  return (
    <FavoriteToggle
      favorited={favorited}
      pending={toggle.isPending}
      onToggle={(callbacks) => toggle.mutate(eventId, callbacks)}
    />
  );
}
