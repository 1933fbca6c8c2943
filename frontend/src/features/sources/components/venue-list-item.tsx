import { type EventSource, SOURCE_MESSAGES } from '@eventfold/contracts';
import { useRemoveTaughtPattern } from '../api/remove-taught-pattern';
import { useScrapeEventSource } from '../api/scrape-event-source';
import { useSendAnalytics } from '../api/send-analytics';
import { toastSourceError } from '../source-logged-out';
import { VenueRow } from './venue-row';

interface VenueListItemProps {
  source: EventSource;
  checked: boolean;
  onToggle: () => void;
  onEdit: (source: EventSource) => void;
  onDelete: (source: EventSource) => void;
  onTeach: (source: EventSource) => void;
}

/** A venue row with its own rescan, so several venues can be refreshing at once. */
export function VenueListItem({ source, checked, onToggle, onEdit, onDelete, onTeach }: VenueListItemProps) {
  const scrape = useScrapeEventSource();
  const untaught = useRemoveTaughtPattern();
  const track = useSendAnalytics();

  const refresh = () => {
    track({ event: 'refresh_source', properties: { sourceId: source.id } });
    scrape.mutate(source.id, {
      onError: (error) => toastSourceError(error, { title: SOURCE_MESSAGES.refreshOneFailed }),
    });
  };

  const removePattern = () =>
    untaught.mutate(source.id, {
      onError: (error) =>
        toastSourceError(error, { title: 'Could not remove the pattern', description: error.message }),
    });

  return (
    <VenueRow
      source={source}
      checked={checked}
      refreshing={scrape.isPending}
      onToggle={onToggle}
      onRefresh={refresh}
      onEdit={() => onEdit(source)}
      onDelete={() => onDelete(source)}
      onTeach={() => onTeach(source)}
      onRemovePattern={removePattern}
      removingPattern={untaught.isPending}
    />
  );
}
