import { Alert, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { dateRange, type RangeLabel } from '@tragkraft/domain';
import { RangePicker } from './range-picker';

/**
 * An analytics link with a period that is none of the eight labels: refused in words, with
 * the period buttons to choose a valid one (nothing is loaded for it).
 */
export function UnknownRange({ title, text, search }: { title: string; text: string; search: (range: RangeLabel) => string }) {
  const [, setParams] = useSearchParams();
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="red" variant="light" role="alert">
        {text}
      </Alert>
      <RangePicker range={{ ...dateRange('MAX', new Date()), label: '' as RangeLabel }} onChange={(range) => setParams(search(range))} />
    </Stack>
  );
}
