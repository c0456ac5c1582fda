// All of Mantine's component CSS, loaded through loadAllStyles() (all-styles.tsx).
import '@mantine/core/styles.css';
