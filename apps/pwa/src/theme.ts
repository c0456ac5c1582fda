import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// The company blue of the letterhead (#1c5d99) as the primary colour.
const brand: MantineColorsTuple = ['#e8f2fb', '#d0e2f4', '#a0c3e9', '#6da2de', '#4687d4', '#2d76cf', '#1c6cc9', '#1c5d99', '#104f8d', '#00427d'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Filled buttons and badges pick black or white text by the background (green, yellow, ...).
  autoContrast: true,
  // Plain objects, not Component.extend(): importing the components here would put them (and
  // their CSS) into the first screen's bundle.
  components: {
    // A badge never shrinks to 'Visi…' in a narrow cell or group.
    Badge: { styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } },
    // Every close button has a German name for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Schliessen' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Schliessen' } } },
    // A table that scrolls sideways on a phone can be scrolled with the keyboard too.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/** Grey secondary text: #5c636a is 6.2:1 on white, 5.6:1 on the striped rows (Mantine's gray.6: 3.3:1). */
const DIMMED = '#5c636a';

/**
 * Text contrast of at least 4.5:1 everywhere (WCAG AA, e.g. in the sun on a phone): placeholders
 * (Mantine's gray.5, 2.1:1; a file input shows it as real text) are as grey as dimmed text; Mantine's
 * light and subtle variants and coloured text use shade 6 of a colour (green: 2.5:1 on its
 * light background); here they use a darkened shade 9 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const colours: Record<string, string> = { '--mantine-color-dimmed': DIMMED, '--mantine-color-placeholder': DIMMED };
  const palettes = { ...DEFAULT_THEME.colors, brand };
  for (const [name, shades] of Object.entries(palettes)) {
    if (name === 'dark') continue;
    const strong = darken(shades[9], 0.3);
    colours[`--mantine-color-${name}-light-color`] = strong;
    colours[`--mantine-color-${name}-text`] = strong;
    colours[`--mantine-color-${name}-outline`] = darken(shades[9], 0.15);
  }
  return { variables: {}, light: colours, dark: {} };
};
