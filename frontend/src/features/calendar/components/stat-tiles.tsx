import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export interface StatTile {
  label: string;
  value: string;
}

/** This Month, Active Categories, Next Event. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <Box
      component="ul"
      aria-label="Calendar statistics"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: { xs: 1, sm: 2 },
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {tiles.map((tile) => (
        <Card key={tile.label} component="li" aria-label={`${tile.label}: ${tile.value}`}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography
              component="p"
              sx={{ mt: 0.5, typography: { xs: 'subtitle1', sm: 'h5' }, fontWeight: { xs: 700 } }}
            >
              {tile.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
