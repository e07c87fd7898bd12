import type { ReactNode } from 'react';
import { Avatar, Box, Card, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';

/** The centred card of the login page, styled like react-admin's stock login. */
export const AuthCard = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 320, mt: '6em' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
          <Typography component="h1" variant="h6" sx={{ mt: 1 }}>
            {translate('app.title')}
          </Typography>
        </Box>
        {children}
      </Card>
    </Box>
  );
};
