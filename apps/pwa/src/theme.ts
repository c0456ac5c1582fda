import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The company blue of the letterhead (#1c5d99) as the primary colour.
const brand: MantineColorsTuple = ['#e8f2fb', '#d0e2f4', '#a0c3e9', '#6da2de', '#4687d4', '#2d76cf', '#1c6cc9', '#1c5d99', '#104f8d', '#00427d'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
