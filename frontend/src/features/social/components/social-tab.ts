export type SocialTab = 'activity' | 'friends' | 'requests' | 'invite';

export const SOCIAL_TABS: ReadonlyArray<{ value: SocialTab; label: string; menuLabel: string }> = [
  { value: 'activity', label: 'Activity', menuLabel: 'Friend Activity' },
  { value: 'friends', label: 'My Friends', menuLabel: 'Friends List' },
  { value: 'requests', label: 'Requests', menuLabel: 'Friend Requests' },
  { value: 'invite', label: 'Invite', menuLabel: 'Invite Friends' },
];
