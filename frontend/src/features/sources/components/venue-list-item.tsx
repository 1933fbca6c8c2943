import { type EventSource, SOURCE_MESSAGES } from '@eventfold/contracts';
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
}

/** A venue row with its own rescan, so several venues can be refreshing at once. */
export function VenueListItem({ source, checked, onToggle, onEdit, onDelete }: VenueListItemProps) {
  const scrape = useScrapeEventSource();
  const track = useSendAnalytics();

  const refresh = () => {
    track({ event: 'refresh_source', properties: { sourceId: source.id } });
    scrape.mutate(source.id, {
      onError: (error) => toastSourceError(error, { title: SOURCE_MESSAGES.refreshOneFailed }),
    });
  };

  return (
    <VenueRow
      source={source}
      checked={checked}
      refreshing={scrape.isPending}
      onToggle={onToggle}
      onRefresh={refresh}
      onEdit={() => onEdit(source)}
      onDelete={() => onDelete(source)}
    />
  );
}
