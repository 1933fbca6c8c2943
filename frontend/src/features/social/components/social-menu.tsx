import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import { useFriendRequests } from '../api/get-friend-requests';
import { type SocialTab } from './social-tab';
import { MountOnceOpened } from '../../../components/ui/mount-once-opened';

// The menu and the dialog with its tabs load when first opened, not with the calendar; pointing at
// the button starts loading the menu.
const loadMenuList = () => import('./social-menu-list');
const SocialMenuList = lazy(async () => ({ default: (await loadMenuList()).SocialMenuList }));
const SocialDialog = lazy(async () => ({ default: (await import('./social-dialog')).SocialDialog }));

interface SocialMenuProps {
  /** The Social dialog's open tab, kept by the app so that a notification can open it too. */
  tab: SocialTab | null;
  onTabChange: (tab: SocialTab | null) => void;
}

/** The header's Social menu: each entry opens the Social dialog on its tab; a badge counts pending requests. */
export function SocialMenu({ tab, onTabChange: setTab }: SocialMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pending = useFriendRequests().data?.filter((request) => request.status === 'pending').length ?? 0;

  return (
    <>
      <Button
        color="inherit"
        startIcon={
          <Badge badgeContent={pending} color="error" max={9}>
            <Diversity3RoundedIcon />
          </Badge>
        }
        aria-label={pending > 0 ? `Social, ${pending} pending friend requests` : 'Social'}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'social-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        sx={{
          minWidth: { xs: 44, sm: 64 },
          minHeight: { xs: 44, sm: 'auto' },
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
        }}
      >
        {/* Icon only on phones, where the header's targets must each be 44 px wide. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Social
        </Box>
      </Button>
      <MountOnceOpened when={anchor !== null}>
        <SocialMenuList
          anchor={anchor}
          pending={pending}
          onClose={() => setAnchor(null)}
          onPick={(picked) => {
            setAnchor(null);
            setTab(picked);
          }}
        />
      </MountOnceOpened>
      {tab && (
        <Suspense fallback={null}>
          <SocialDialog tab={tab} onTabChange={setTab} onClose={() => setTab(null)} />
        </Suspense>
      )}
    </>
  );
}
