// Small stroke icons (24 x 24 grid) drawn inline: no icon library is installed.
import type { ReactNode } from 'react';

function Icon({ label, color, children }: { label: string; color: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

const ThumbUpIcon = ({ label }: { label: string }) => (
  <Icon label={label} color="var(--mantine-color-green-7)">
    <path d="M7 11v8a1 1 0 0 1 -1 1h-2a1 1 0 0 1 -1 -1v-7a1 1 0 0 1 1 -1h3a4 4 0 0 0 4 -4v-1a2 2 0 0 1 4 0v5h3a2 2 0 0 1 2 2l-1 5a2 3 0 0 1 -2 2h-7a3 3 0 0 1 -3 -3" />
  </Icon>
);

const ThumbDownIcon = ({ label }: { label: string }) => (
  <Icon label={label} color="var(--mantine-color-red-7)">
    <path d="M7 13v-8a1 1 0 0 0 -1 -1h-2a1 1 0 0 0 -1 1v7a1 1 0 0 0 1 1h3a4 4 0 0 1 4 4v1a2 2 0 0 0 4 0v-5h3a2 2 0 0 0 2 -2l-1 -5a2 3 0 0 0 -2 -2h-7a3 3 0 0 0 -3 3" />
  </Icon>
);

export const QuestionIcon = ({ label }: { label: string }) => (
  <Icon label={label} color="var(--mantine-color-gray-6)">
    <path d="M8 8a3.5 3 0 0 1 3.5 -3h1a3.5 3 0 0 1 3.5 3a3 3 0 0 1 -2 3a3 4 0 0 0 -2 4" />
    <path d="M12 19l0 .01" />
  </Icon>
);

/** The spec's confirmation icons: thumbs up 'ist dabei', thumbs down 'kann nicht', ? no answer. */
export function ConfirmationMark({ value }: { value: boolean | null }) {
  if (value === true) return <ThumbUpIcon label="ist dabei" />;
  if (value === false) return <ThumbDownIcon label="kann nicht" />;
  return <QuestionIcon label="keine Antwort" />;
}
