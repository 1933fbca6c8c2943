import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '@eventfold/contracts/domain/not-found-page';
import { useDocumentTitle } from '../../lib/document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 448 }}>
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <ErrorOutlineRoundedIcon aria-hidden color="error" fontSize="large" />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {NOT_FOUND_PAGE.heading}
            </Typography>
          </Stack>
          <Typography variant="body1">{NOT_FOUND_PAGE.hint}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {NOT_FOUND_PAGE.help}
          </Typography>
          <Button
            component={RouterLink}
            to="/"
            variant="contained"
            startIcon={<HomeRoundedIcon />}
            sx={{ mt: 3 }}
          >
            Back to Home
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
